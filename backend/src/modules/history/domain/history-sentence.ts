import { DEFAULT_LOCALE, saidParts, t, type HistoryActor, type HistoryFieldChange, type HistoryKind, type Locale, type MessageId, type MessageValues } from '@izlazak/contracts';

export interface SentenceParts {
  actor: HistoryActor;
  /** A named sentence (`history.action.*` with its values), or, for entries recorded before, the Serbian verb as it was written. */
  action: string;
  entityLabel: string;
  kind: HistoryKind;
  namesField: string | null;
  /** Their labels already worded (`storedText`). */
  changes: HistoryFieldChange[];
}

const ROLE_MESSAGES: Record<string, MessageId> = {
  admin: 'history.role.admin',
  manager: 'history.role.manager',
  staff: 'history.role.staff',
  user: 'history.role.user',
  promoter: 'history.role.promoter',
};

/** A role as the history names it in `locale` ('menadžer', 'manager'); a role it does not know, as it came. */
export const roleText = (role: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string =>
  role ? (ROLE_MESSAGES[role] ? t(ROLE_MESSAGES[role], {}, locale) : role) : '';

/**
 * A text the history stored: a message it named (an action, a field's label) worded in `locale`;
 * one written before messages were named, or one whose message is gone, as it was stored.
 */
export function storedText(text: string, locale: Locale, values: MessageValues = {}): string {
  const parts = saidParts(text);
  if (!parts) return text;
  try {
    return t(parts.id, { ...parts.values, ...values }, locale);
  } catch {
    return text;
  }
}

const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

/** Who acted, in `locale`: 'Milan Petrović (menadžer)', 'Sistem', 'Guest'. */
export function actorText(actor: HistoryActor, locale: Locale = DEFAULT_LOCALE): string {
  if (actor.kind === 'user') return actor.role ? `${actor.name} (${roleText(actor.role, locale)})` : actor.name;
  if (actor.kind === 'system') return t('history.actor.system', {}, locale);
  if (actor.kind === 'guest') return t('history.actor.guest', {}, locale);
  return actor.name;
}

function changeText(change: HistoryFieldChange, kind: HistoryKind, namesField: string | null): string {
  if (kind === 'created') return `${change.label}: ${shown(change.after)}`;
  const values = `${shown(change.before)} → ${shown(change.after)}`;
  return change.field === namesField ? values : `${change.label}: ${values}`;
}

/** The subject of the sentence: the named action's message with the actor and the entity in their places, or an old entry's words in a row. */
function subjectText(actor: string, action: string, entityLabel: string, locale: Locale): string {
  if (!saidParts(action)) return [actor, action, entityLabel].filter((part) => part !== '').join(' ');
  return storedText(action, locale, { actor, label: entityLabel })
    .replace(/\s+/g, ' ')
    .replace(/\s+([:,)])/g, '$1')
    .trim();
}

/**
 * The entry as a sentence in the reader's language: 'Milan Petrović (menadžer) promenio status
 * rezervacije R7K3Q9: Na čekanju → Potvrđeno', 'Milan Petrović (manager) changed the status of
 * reservation R7K3Q9: …'. Composed when the entry is read, from values already masked for the reader.
 */
export function historySentence({ actor, action, entityLabel, kind, namesField, changes }: SentenceParts, locale: Locale = DEFAULT_LOCALE): string {
  const subject = subjectText(actorText(actor, locale), action, entityLabel, locale);
  const listed = kind === 'created' ? changes.filter((change) => change.after) : changes;
  return listed.length === 0 ? subject : `${subject}: ${listed.map((change) => changeText(change, kind, namesField)).join('; ')}`;
}
