import type { HistoryActor, HistoryFieldChange, HistoryKind } from '@izlazak/contracts';
import { roleLabel } from './describe-change';

export interface SentenceParts {
  actor: HistoryActor;
  action: string;
  entityLabel: string;
  kind: HistoryKind;
  namesField: string | null;
  changes: HistoryFieldChange[];
}

const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

export function actorText(actor: HistoryActor): string {
  if (actor.kind === 'user') return actor.role ? `${actor.name} (${roleLabel(actor.role)})` : actor.name;
  return actor.name;
}

function changeText(change: HistoryFieldChange, kind: HistoryKind, namesField: string | null): string {
  if (kind === 'created') return `${change.label}: ${shown(change.after)}`;
  const values = `${shown(change.before)} → ${shown(change.after)}`;
  return change.field === namesField ? values : `${change.label}: ${values}`;
}

/**
 * The entry as a Serbian sentence: 'Milan Petrović (menadžer) promenio status rezervacije R7K3Q9:
 * Na čekanju → Potvrđeno'. Composed when the entry is read, from values already masked for the reader.
 */
export function historySentence({ actor, action, entityLabel, kind, namesField, changes }: SentenceParts): string {
  const subject = [actorText(actor), action, entityLabel].filter((part) => part !== '').join(' ');
  const listed = kind === 'created' ? changes.filter((change) => change.after) : changes;
  return listed.length === 0 ? subject : `${subject}: ${listed.map((change) => changeText(change, kind, namesField)).join('; ')}`;
}
