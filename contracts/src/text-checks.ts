// Checks of plain text without the schema library, so a page that only checks an address (the
// footer's subscribe box) does not load it.

// Zero-width characters, joiners, soft hyphen, Hangul fillers and bidirectional controls: they
// print as nothing (or flip the text around them), so "ana" and "a\u200Bna" would be two accounts
// that look alike.
const INVISIBLE_CHARACTERS = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/;
/** A message id (i18n/said.ts), so that this file needs no catalog. */
export const INVISIBLE_CHARACTERS_MESSAGE = 'validation.invisibleCharacters';
export const hasInvisibleCharacters = (text: string) => INVISIBLE_CHARACTERS.test(text);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: unknown): value is string => typeof value === 'string' && EMAIL_PATTERN.test(value) && !hasInvisibleCharacters(value);
