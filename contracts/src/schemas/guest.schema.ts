import { Infer, array, defaulted, literal, number, optional, string, type, union, type Struct } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from '../text-checks';

/**
 * The venue's guest book (GET/PUT /api/guests, docs/guests.md): one profile per guest, matched by
 * normalised phone number and e-mail, with the venue's tags and note.
 */

export const GUEST_MESSAGES = {
  notFound: 'refusal.guests.notFound',
  tags: 'validation.guests.tags',
  tag: 'validation.guests.tag',
  note: 'validation.guests.note',
  otherId: 'validation.guests.otherId',
  sameProfile: 'refusal.guests.sameProfile',
  otherVenue: 'refusal.guests.otherVenue',
  alreadyMerged: 'refusal.guests.alreadyMerged',
  hasMerged: 'refusal.guests.hasMerged',
  notMerged: 'refusal.guests.notMerged',
  clubId: 'refusal.guests.clubId',
  /** Shown to the venue on a reservation of a guest tagged 'Ne primati'. */
  doNotAdmit: "Gost je označen kao 'Ne primati': rezervacija čeka vašu odluku",
} as const;

/** The tags every venue has; a venue adds its own. */
export const GUEST_TAGS = ['VIP', 'Stalni gost', 'Rođendan', 'Ne primati'] as const;
export const DO_NOT_ADMIT_TAG = 'Ne primati';
export const MAX_GUEST_TAGS = 20;
export const MAX_GUEST_NOTE = 2000;

/** How a phone number is matched: digits only, Serbia's 0 and 00 prefixes as +381. */
export function guestPhoneKey(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `381${digits.slice(1)}`;
  return digits.length >= 6 ? `tel:${digits}` : null;
}

/** How an e-mail address is matched: without case and the spaces around. */
export function guestEmailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key.includes('@') ? `mail:${key}` : null;
}

const badTag = (value: unknown) => typeof value !== 'string' || value.trim() === '' || value.trim().length > 30;

const tags = define<string[]>(
  'guestTags',
  { type: 'array', maxItems: MAX_GUEST_TAGS, items: { type: 'string', minLength: 1, maxLength: 30 }, example: ['VIP', 'Stalni gost'] },
  (value) => {
    if (!Array.isArray(value) || value.length > MAX_GUEST_TAGS) return GUEST_MESSAGES.tags;
    if (value.some(badTag)) return GUEST_MESSAGES.tag;
    return !value.some((one) => hasInvisibleCharacters(one as string)) || INVISIBLE_CHARACTERS_MESSAGE;
  },
);

const note = coerce(
  define<string>(
    'guestNote',
    { type: 'string', maxLength: MAX_GUEST_NOTE, example: 'Voli separe kod bine' },
    (value) => (typeof value === 'string' && value.length <= MAX_GUEST_NOTE) || GUEST_MESSAGES.note,
  ),
  string(),
  (value) => value.trim(),
);

/** PUT /api/guests/{id}: what is sent replaces, what is left out stays. */
export const guestBookSchema = type({
  // Trimmed and without repeats only when every tag is text: anything else is left for `tags` to refuse.
  tags: optional(
    coerce(tags, array(string()), (values) => (values.every((value) => typeof value === 'string') ? [...new Set(values.map((value) => value.trim()))].filter(Boolean) : values)),
  ),
  note: optional(note),
});
export type GuestBookInput = Infer<typeof guestBookSchema>;

/** POST /api/guests/{id}/merge and /split: the other profile. */
export const guestMergeSchema = type({
  otherId: define<string>('guestId', { type: 'string', minLength: 1 }, (value) => (typeof value === 'string' && value.trim() !== '') || GUEST_MESSAGES.otherId),
});
export type GuestMergeInput = Infer<typeof guestMergeSchema>;

const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);
const wholeNumber = (message: string, min: number, max: number) =>
  coerce(
    define<number>(
      'wholeNumber',
      { type: 'integer', minimum: min, maximum: max },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) || message,
    ),
    union([string(), number()]),
    (value) => (typeof value === 'number' ? value : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN),
  );

/** GET /api/guests?clubId&search&page&size (clubId: an admin's choice of venue; a manager's is their own). */
export const guestListQuerySchema = type({
  page: blankToUndefined(defaulted(wholeNumber('validation.common.page', 1, 1_000_000), 1)),
  size: blankToUndefined(defaulted(wholeNumber('validation.common.size100', 1, 100), 10)),
  search: optional(
    blankToUndefined(
      coerce(
        define<string>('search', { type: 'string', maxLength: 100 }, (v) => (typeof v === 'string' && v.length <= 100) || 'validation.common.searchTooLong'),
        string(),
        (v) => v.trim(),
      ),
    ),
  ),
  clubId: optional(blankToUndefined(coerce(string(), string(), (value) => value.trim()))),
});
export type GuestListQuery = Infer<typeof guestListQuerySchema>;

/** Who wrote a tag list or a note, and when. */
export interface GuestBookStamp {
  byName: string;
  at: string;
}

export interface GuestFigures {
  /** Times the guest came in: reservations they arrived for and guest list names let in. */
  visits: number;
  /** Of those, the times they came in from a guest list. */
  listVisits: number;
  noShows: number;
  /** Cancelled by the guest on the night itself, or later than the venue's terms allowed. */
  lateCancellations: number;
  /** Reservations made (not counting ones the venue deleted). */
  reservations: number;
  /** Times on the waitlist. */
  waitlisted: number;
  /** Everyone the guest brought in, counted at the door. */
  personsBrought: number;
  /** The last night they came, yyyy-MM-dd. */
  lastVisit: string | null;
  /** The zone of the floor plan they sat in most. */
  favouriteZone: string | null;
}

export interface GuestView extends GuestFigures {
  _id: string;
  clubId: string;
  /** Personal fields: the latest the guest gave (docs/guests.md, for their sealing later). */
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  tags: string[];
  tagsChanged: GuestBookStamp | null;
  note: string;
  noteChanged: GuestBookStamp | null;
  /** The profiles merged into this one. */
  merged: { _id: string; firstName: string; lastName: string; phone: string; email: string }[];
  /** Set when this profile was merged into another: that one is the guest's profile. */
  mergedInto: string | null;
  version: number;
}

/** What the venue sees of a guest beside a reservation (its row, the floor plan, the door). */
export interface GuestBadge {
  guestId: string;
  tags: string[];
  visits: number;
  note: string;
}
