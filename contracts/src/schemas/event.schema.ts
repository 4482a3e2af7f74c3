import { Infer, array, defaulted, literal, number, optional, string, type, union, unknown, type Struct } from 'superstruct';
import { said } from '../i18n/said';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { trimmedRequiredText } from '../validation';
import { optionalEnglishText } from './field-parts';

/**
 * Nightlife events: the dashboard's add and edit forms, the filters of GET /api/event and the views.
 * `dateOfEvent` is the venue's night (yyyy-MM-dd); a start time before NIGHT_ENDS_AT is after midnight
 * of that night, so 23:00–05:00 on Friday is Friday's event.
 */

export const DEFAULT_EVENT_START_TIME = '22:00';

/** What the form suggests for the type; any other short text is accepted too. */
export const EVENT_TYPE_SUGGESTIONS = ['Žurka', 'Koncert', 'Nastup uživo', 'DJ veče', 'Tematsko veče', 'Karaoke', 'Stand-up', 'Kviz'] as const;

/** 'Izvođači': enough for a festival night's line-up, short enough for a card. */
export const MAX_PERFORMERS = 10;
export const MAX_PERFORMER_LENGTH = 80;

export const EVENT_MESSAGES = {
  title: 'validation.events.title',
  titleTooLong: 'validation.events.titleTooLong',
  description: 'validation.events.description',
  descriptionTooLong: 'validation.events.descriptionTooLong',
  titleEnTooLong: 'validation.events.titleEnTooLong',
  descriptionEnTooLong: 'validation.events.descriptionEnTooLong',
  dateRequired: 'validation.events.dateRequired',
  dateInvalid: 'validation.events.dateInvalid',
  type: 'validation.events.type',
  typeTooLong: 'validation.events.typeTooLong',
  ticketPriceRequired: 'validation.events.ticketPriceRequired',
  ticketPrice: 'validation.events.ticketPrice',
  priority: 'validation.events.priority',
  startTime: 'validation.events.startTime',
  endTime: 'validation.events.endTime',
  listItem: 'validation.events.listItem',
  performers: 'validation.events.performers',
  performersTooMany: said('validation.events.performersTooMany', { max: String(MAX_PERFORMERS) }),
  performerTooLong: said('validation.events.performerTooLong', { max: String(MAX_PERFORMER_LENGTH) }),
} as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SERBIAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/;

/** A real calendar day in the form yyyy-MM-dd, or null. */
export function calendarDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 2000 && y <= 2200 ? text : null;
}

/**
 * A night as the form or a link writes it: dd.MM.yyyy, yyyy-MM-dd, or an ISO instant whose
 * calendar date (as written, before any time zone) is taken. Anything else stays as it came, to be refused.
 */
export function normalizeNightDate(value: string): string {
  const text = value.trim();
  const serbian = SERBIAN_DATE.exec(text);
  if (serbian) return `${serbian[3]}-${serbian[2].padStart(2, '0')}-${serbian[1].padStart(2, '0')}`;
  const isoPrefix = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(text);
  if (isoPrefix) return isoPrefix[1];
  return text;
}

const nightDate = (requiredMessage: string, invalidMessage: string) =>
  coerce(
    define<string>('nightDate', { type: 'string', example: '2026-12-31', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' }, (value) => {
      if (value === undefined || value === null || value === '') return requiredMessage;
      return (typeof value === 'string' && calendarDate(value) !== null) || invalidMessage;
    }),
    string(),
    normalizeNightDate,
  );

/** A non-negative amount in RSD, with at most two decimals ("1500", "1500,50"); stored with a dot. */
const ticketPrice = coerce(
  define<string>('ticketPrice', { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,2})?$', example: '1000', description: 'RSD' }, (value) => {
    if (value === undefined || value === null || value === '') return EVENT_MESSAGES.ticketPriceRequired;
    return (typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value)) || EVENT_MESSAGES.ticketPrice;
  }),
  union([string(), number()]),
  (value) =>
    typeof value === 'number'
      ? String(value)
      : value
          .trim()
          .replace(/\s*(RSD|din\.?)$/i, '')
          .replace(',', '.'),
);

/** Digits only; blank is '0'. */
const priorityDigits = coerce(
  define<string>('priority', { type: 'string', pattern: '^\\d{1,6}$', example: '0' }, (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value)) || EVENT_MESSAGES.priority),
  union([string(), number(), literal(null)]),
  (value) => {
    if (value === null) return '0';
    const text = String(value).trim();
    return text === '' ? '0' : text.replace(/^0+(?=\d)/, '');
  },
);

const timeOfDay = (message: string) =>
  coerce(
    define<string>(
      'time',
      { type: 'string', pattern: '^(([01]\\d|2[0-3]):[0-5]\\d)?$', example: '23:00' },
      (value) => (typeof value === 'string' && (value === '' || TIME_OF_DAY.test(value))) || message,
    ),
    union([string(), literal(null)]),
    (value) => (value === null ? '' : value.trim().slice(0, 5)),
  );

/** A list of short texts; a form may send one text, or none at all. */
const textList = coerce(
  array(define<string>('listItem', { type: 'string', maxLength: 300 }, (value) => (typeof value === 'string' && value.length <= 300) || EVENT_MESSAGES.listItem)),
  union([string(), array(unknown()), literal(null)]),
  (value) => {
    const items = value === null ? [] : Array.isArray(value) ? value : [value];
    return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  },
);

/**
 * 'Izvođači' as typed in the form: one per line or separated by commas (a phone's return key and a
 * pasted "A, B" both work). A list sent by the API is taken name by name. Blanks and repeats are dropped.
 */
function performerNames(value: string | readonly unknown[] | null): unknown[] {
  const items = value === null ? [] : typeof value === 'string' ? value.split(/[\r\n,]+/) : value;
  const names = items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  return names.filter((name, index) => typeof name !== 'string' || names.indexOf(name) === index);
}

const performers = coerce(
  define<string[]>(
    'performers',
    {
      type: 'array',
      items: { type: 'string', maxLength: MAX_PERFORMER_LENGTH },
      maxItems: MAX_PERFORMERS,
      description: "'Izvođači'; ili jedan tekst, imena po redovima ili odvojena zarezom",
    },
    (value) => {
      if (!Array.isArray(value) || value.some((name) => typeof name !== 'string')) return EVENT_MESSAGES.performers;
      if (value.length > MAX_PERFORMERS) return EVENT_MESSAGES.performersTooMany;
      return value.every((name: string) => name.length <= MAX_PERFORMER_LENGTH) || EVENT_MESSAGES.performerTooLong;
    },
  ),
  union([string(), array(unknown()), literal(null)]),
  performerNames,
);

const optionalClubId = optional(coerce(optional(string()), union([literal(''), literal(null)]), () => undefined));

const editableFields = {
  title: trimmedRequiredText(150, EVENT_MESSAGES.title, EVENT_MESSAGES.titleTooLong),
  description: trimmedRequiredText(5000, EVENT_MESSAGES.description, EVENT_MESSAGES.descriptionTooLong),
  /** The title and description in English, for the /en/ pages (left out: unchanged; '' or null: none). */
  titleEn: optionalEnglishText(150, EVENT_MESSAGES.titleEnTooLong),
  descriptionEn: optionalEnglishText(5000, EVENT_MESSAGES.descriptionEnTooLong),
  dateOfEvent: nightDate(EVENT_MESSAGES.dateRequired, EVENT_MESSAGES.dateInvalid),
  type: trimmedRequiredText(60, EVENT_MESSAGES.type, EVENT_MESSAGES.typeTooLong),
  ticketPrice,
};

/** POST /api/event (multipart, the picture in `image`). An admin names the venue; a manager's own is used. */
export const eventSchema = type({
  ...editableFields,
  startTime: defaulted(timeOfDay(EVENT_MESSAGES.startTime), DEFAULT_EVENT_START_TIME),
  endTime: defaulted(timeOfDay(EVENT_MESSAGES.endTime), ''),
  gallery: defaulted(textList, []),
  possibilityOfShowing: defaulted(textList, []),
  performers: defaulted(performers, []),
  priority: defaulted(priorityDigits, '0'),
  clubId: optionalClubId,
  image: optional(unknown()),
});
export type EventInput = Infer<typeof eventSchema>;

/** PUT /api/event/{id}: the five fields the spec requires; whatever else is missing keeps its value. */
export const eventUpdateSchema = type({
  ...editableFields,
  _id: optional(unknown()),
  startTime: optional(timeOfDay(EVENT_MESSAGES.startTime)),
  endTime: optional(timeOfDay(EVENT_MESSAGES.endTime)),
  gallery: optional(textList),
  possibilityOfShowing: optional(textList),
  /** Blank takes the performers away; left out keeps them. */
  performers: optional(performers),
  priority: optional(priorityDigits),
  clubId: optionalClubId,
  image: optional(unknown()),
});
export type EventUpdateInput = Infer<typeof eventUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/event

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

const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);
const optionalText = (max: number, message: string) =>
  optional(
    blankToUndefined(
      coerce(
        define<string>('text', { type: 'string', maxLength: max }, (v) => (typeof v === 'string' && v.length <= max) || message),
        string(),
        (v) => v.trim(),
      ),
    ),
  );

const flag = (message: string) =>
  optional(
    blankToUndefined(
      coerce(
        define<boolean>('flag', { type: 'boolean' }, (value) => typeof value === 'boolean' || message),
        string(),
        (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
      ),
    ),
  );

export const eventListQuerySchema = type({
  page: blankToUndefined(defaulted(positiveWhole('validation.common.page', 1_000_000), 1)),
  size: blankToUndefined(defaulted(positiveWhole('validation.common.size1000', 1000), 10)),
  title: optionalText(100, 'validation.common.searchTooLong'),
  clubId: optionalText(100, 'validation.common.venueInvalid'),
  type: optionalText(60, 'validation.common.eventTypeTooLong'),
  date: optional(blankToUndefined(nightDate('Datum nije ispravan', 'validation.common.dateInvalid'))),
  eventFromDate: optional(blankToUndefined(nightDate('Datum nije ispravan', 'validation.common.dateInvalid'))),
  dayOfTheWeek: optional(
    blankToUndefined(
      coerce(
        define<number>(
          'weekday',
          { type: 'integer', minimum: 0, maximum: 6 },
          (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6) || 'validation.common.weekday',
        ),
        string(),
        (value) => (/^\d$/.test(value.trim()) ? Number(value.trim()) : Number.NaN),
      ),
    ),
  ),
  nextWeek: flag('nextWeek mora biti true ili false'),
  /** The dashboard's list: past events too, of the caller's venue (admin: every venue). */
  all: flag('all mora biti true ili false'),
});
export type EventListQuery = Infer<typeof eventListQuerySchema>;

export const eventTypesQuerySchema = type({ clubId: optionalText(100, 'validation.common.venueInvalid') });

export interface EventView {
  _id: string;
  title: string;
  /** The title and description in English; null: none (the English pages show the Serbian ones, marked). */
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  /** The venue's night, yyyy-MM-dd. */
  dateOfEvent: string;
  /** HH:mm in Europe/Belgrade; before 06:00 means after midnight of the night. */
  startTime: string;
  endTime: string;
  /** UTC instants. */
  startDate: string;
  endDate: string | null;
  /** The night's weekday: Sunday 0 … Saturday 6. */
  dayOfTheWeek: number;
  type: string;
  gallery: string[];
  possibilityOfShowing: string[];
  /** 'Izvođači' (DJs, bands), as the manager named them; empty when not named. */
  performers: string[];
  ticketPrice: string;
  image: string | null;
  smallImage: string | null;
  priority: string;
  clubId: string;
  club: string;
  location: string;
  clubType: string;
  /** The venue's contact, for a guest who wants to reserve. */
  clubPhone: string;
  clubEmail: string;
  /** The night is over; such an event is only read by its id. */
  past: boolean;
}

export interface EventPagination {
  page: number;
  size: number;
  total_records: number;
  total_pages: number;
}

export interface EventList {
  data: EventView[];
  pagination: EventPagination;
}
