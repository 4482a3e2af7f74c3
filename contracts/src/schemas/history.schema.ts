import { Infer, defaulted, literal, optional, string, type, union, type Struct } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import type { TableShape } from './floor.schema';

/**
 * 'Istorija izmena': who changed what, when and through which route, read from every domain event
 * (GET /api/history, its CSV twin /api/history/export), and the state of a venue at a moment
 * replayed from its streams (GET /api/history/night/{clubId}, /api/history/state/{clubId}).
 */

export const HISTORY_ENTITY_TYPES = {
  reservation: 'Rezervacija',
  venue: 'Objekat',
  table: 'Sto',
  event: 'Događaj',
  'menu-category': 'Kategorija menija',
  'menu-subcategory': 'Podkategorija menija',
  'menu-item': 'Stavka menija',
  user: 'Korisnik',
  site: 'Sajt',
  'contact-message': 'Poruka',
  subscriber: 'Pretplata na novosti',
  coupon: 'Kupon',
  floor: 'Raspored',
  'integration-key': 'API ključ',
  webhook: 'Webhook',
  'waitlist-entry': 'Lista čekanja',
  'guest-list-entry': 'Gost sa liste',
  'privacy-request': 'Zahtev za lične podatke',
  'ticket-order': 'Porudžbina ulaznica',
} as const;
export type HistoryEntityType = keyof typeof HISTORY_ENTITY_TYPES;

export const HISTORY_KINDS = {
  created: 'Dodavanje',
  changed: 'Izmena',
  status: 'Promena statusa',
  deleted: 'Brisanje',
  other: 'Ostalo',
} as const;
export type HistoryKind = keyof typeof HISTORY_KINDS;

export const HISTORY_STATE_SUBJECTS = { menu: 'Meni', hours: 'Radno vreme', tables: 'Stolovi', floor: 'Raspored' } as const;
export type HistoryStateSubject = keyof typeof HISTORY_STATE_SUBJECTS;

export const HISTORY_PAGE_SIZE = 20;

export const HISTORY_MESSAGES = {
  entityType: `Vrsta mora biti jedna od: ${Object.keys(HISTORY_ENTITY_TYPES).join(', ')}`,
  kind: `Vrsta promene mora biti jedna od: ${Object.keys(HISTORY_KINDS).join(', ')}`,
  what: 'validation.history.what',
  from: 'validation.history.from',
  to: 'validation.history.to',
  at: 'validation.history.at',
  night: 'validation.history.night',
  id: 'validation.history.id',
  page: 'validation.history.page',
  size: 'validation.history.size',
} as const;

const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);

const oneOf = <Key extends string>(keys: Record<Key, string>, message: string) =>
  coerce(
    define<Key>('oneOf', { type: 'string', enum: Object.keys(keys) }, (value) => (typeof value === 'string' && Object.prototype.hasOwnProperty.call(keys, value)) || message),
    string(),
    (v) => v.trim(),
  );

const instant = (message: string) =>
  coerce(
    define<string>('instant', { type: 'string', format: 'date-time' }, (value) => (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value))) || message),
    string(),
    (value) => {
      const parsed = Date.parse(value.trim());
      return Number.isNaN(parsed) ? value : new Date(parsed).toISOString();
    },
  );

const text = (max: number, message: string) =>
  coerce(
    define<string>('text', { type: 'string', minLength: 1, maxLength: max }, (value) => (typeof value === 'string' && value.length > 0 && value.length <= max) || message),
    string(),
    (v) => v.trim(),
  );

const positiveWhole = (message: string, max: number) =>
  coerce(
    define<number>(
      'positiveWhole',
      { type: 'integer', minimum: 1, maximum: max },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max) || message,
    ),
    string(),
    (value) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN),
  );

const historyFilterFields = {
  entityType: optional(blankToUndefined(oneOf(HISTORY_ENTITY_TYPES, HISTORY_MESSAGES.entityType))),
  entityId: optional(blankToUndefined(text(100, HISTORY_MESSAGES.id))),
  /** What a person searches by: a label (a reservation's code, a table's name), a guest's name, or an id. */
  search: optional(blankToUndefined(text(100, 'validation.common.searchTooLong'))),
  /** One person's changes; `actor` searches by name instead. */
  actorId: optional(blankToUndefined(text(100, HISTORY_MESSAGES.id))),
  actor: optional(blankToUndefined(text(100, 'validation.common.firstNameTooLong'))),
  from: optional(blankToUndefined(instant(HISTORY_MESSAGES.from))),
  to: optional(blankToUndefined(instant(HISTORY_MESSAGES.to))),
  kind: optional(blankToUndefined(oneOf(HISTORY_KINDS, HISTORY_MESSAGES.kind))),
  /** An admin may narrow the history to one venue. */
  clubId: optional(blankToUndefined(text(100, HISTORY_MESSAGES.id))),
};

/** GET /api/history?entityType&entityId&search&actorId&actor&from&to&kind&clubId&page&size */
export const historyQuerySchema = type({
  ...historyFilterFields,
  page: blankToUndefined(defaulted(positiveWhole(HISTORY_MESSAGES.page, 1_000_000), 1)),
  size: blankToUndefined(defaulted(positiveWhole(HISTORY_MESSAGES.size, 100), HISTORY_PAGE_SIZE)),
});
export type HistoryQuery = Infer<typeof historyQuerySchema>;

/** GET /api/history/export: the same filters, every matching entry. */
export const historyExportQuerySchema = type(historyFilterFields);
export type HistoryExportQuery = Infer<typeof historyExportQuerySchema>;

const night = coerce(
  define<string>(
    'night',
    { type: 'string', format: 'date' },
    (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) || HISTORY_MESSAGES.night,
  ),
  string(),
  (value) => value.trim(),
);

/**
 * GET /api/history/night/{clubId}?at&night: the night the instant belongs to, or `night` (yyyy-MM-dd)
 * to see how a coming night's bookings stood at an earlier moment.
 */
export const historyNightQuerySchema = type({ at: instant(HISTORY_MESSAGES.at), night: optional(blankToUndefined(night)) });
export type HistoryNightQuery = Infer<typeof historyNightQuerySchema>;

/** GET /api/history/state/{clubId}?at&what */
export const historyStateQuerySchema = type({ at: instant(HISTORY_MESSAGES.at), what: oneOf(HISTORY_STATE_SUBJECTS, HISTORY_MESSAGES.what) });
export type HistoryStateQuery = Infer<typeof historyStateQuerySchema>;

export interface HistoryActor {
  kind: 'user' | 'guest' | 'system' | 'integration';
  id: string | null;
  role: string | null;
  clubId: string | null;
  /** As it was when the change was recorded: 'Milan Petrović', 'Gost', 'Sistem'. */
  name: string;
}

export interface HistoryFieldChange {
  field: string;
  label: string;
  /** Display values; null before a creation. Guest contact data is masked for those who may not see it. */
  before: string | null;
  after: string | null;
}

export interface HistoryEntry {
  _id: string;
  occurredAt: string;
  /** The domain event's type (ReservationConfirmed …). */
  type: string;
  kind: HistoryKind;
  entityType: HistoryEntityType;
  entityId: string;
  entityLabel: string;
  clubId: string | null;
  actor: HistoryActor;
  changes: HistoryFieldChange[];
  /** The API route it came through ('PUT /api/reservations/:id'); null for background work and older events. */
  via: string | null;
  /** One save that changed several things shares one correlation id. */
  correlationId: string;
  /** The entry as a Serbian sentence, the same in the screen and in the CSV. */
  summary: string;
}

export interface HistoryNightTable {
  tableId: string;
  name: string;
  maxPersons: string;
  area: string;
  /** The reservation holding the table at that moment, if any. */
  reservation: {
    _id: string;
    uniqueId: string;
    name: string;
    status: string;
    persons: number;
  } | null;
}

export interface HistoryNight {
  clubId: string;
  at: string;
  /** The venue's night the moment belongs to, yyyy-MM-dd. */
  night: string;
  tables: HistoryNightTable[];
}

export interface HistoryMenuState {
  categories: {
    _id: string;
    name: string;
    subcategories: { _id: string; name: string; items: { _id: string; name: string; price: number }[] }[];
  }[];
}

export interface HistoryState {
  clubId: string;
  at: string;
  what: HistoryStateSubject;
  menu?: HistoryMenuState;
  hours?: { day: string; dayIndex: number; from: string; to: string; closed: boolean; alwaysOpen: boolean }[];
  tables?: { tableId: string; name: string; maxPersons: string; area: string }[];
  /** The floor plan as it stood (null: not drawn yet); who held which table then: /api/history/night/{clubId}. */
  floor?: HistoryFloorState | null;
}

export interface HistoryFloorState {
  width: number;
  height: number;
  background: string | null;
  zones: { _id: string; name: string; color: string }[];
  /** The tables placed then (the venue's table names: `tables` or the night's answer). */
  tables: {
    _id: string;
    zoneId: string | null;
    shape: TableShape;
    x: number;
    y: number;
    width: number;
    height: number;
    rotation: number;
    minPersons: number;
    maxPersons: number;
  }[];
}
