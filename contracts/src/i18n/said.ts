import { t, type MessageId, type MessageValues } from './format';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * A message named, not yet worded: its id and values in one string (`'validation.required'`,
 * `'refusal.menu.tooLong {"max":80}'`), so that it can ride where a text rides (superstruct's
 * failure messages, a DomainError) and be worded where the reader's language is known: the
 * API's error answers (Accept-Language) and the form kit (the page's language).
 * Values are strings and numbers only (a date is worded before, as dd.MM.yyyy).
 */
export type Said = string;

export function said(id: MessageId, values?: Record<string, string | number>): Said {
  return values && Object.keys(values).length ? `${id} ${JSON.stringify(values)}` : id;
}

const SAID = /^([a-z][\w-]*(?:\.[\w-]+)+)(?: (\{.*\}))?$/;

/** The id and values of `text` when it names a message; undefined when it is already worded. */
export function saidParts(text: string): { id: MessageId; values?: MessageValues } | undefined {
  const match = SAID.exec(text);
  if (!match) return undefined;
  return { id: match[1] as MessageId, ...(match[2] ? { values: JSON.parse(match[2]) as MessageValues } : {}) };
}

/** `text` in `locale`: a named message worded, a text already worded as it is. */
export function say(text: string, locale: Locale = DEFAULT_LOCALE): string {
  const parts = saidParts(text);
  return parts ? t(parts.id, parts.values, locale) : text;
}
