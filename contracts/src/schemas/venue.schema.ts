import { Infer, array, boolean, defaulted, literal, number, optional, refine, size, string, trimmed, type, union, unknown, type Struct } from 'superstruct';
import { coerce } from '../coerce';
import { define, described, toJsonSchema } from '../json-schema';
import { CITIES, DEFAULT_VENUE_COLOR, SOCIAL_MEDIA_NAMES, VENUE_RANGS, WEEKDAYS } from '../constants';
import type { PaginationData } from '../types';
import { isEmail } from '../text-checks';
import { requiredString, trimmedRequiredText, visibleText, withMessage } from '../validation';
import { tableNightQueryFields } from './reservation.schema';
import { venuePaymentFields } from '../money/venue-payment.schema';
import { blankToUndefined, nullToEmpty, optionalEnglishText, optionalText, pageQueryFields, requiredEmail } from './field-parts';

/** The venue types a form offers and a filter matches exactly ('Kafić', never 'kafic'). */
export const VENUE_TYPES = ['Klub', 'Splav', 'Restoran', 'Kafić', 'Bar', 'Kafana', 'Pab', 'Lounge bar'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];
export type VenueRang = (typeof VENUE_RANGS)[number];
export type City = (typeof CITIES)[number];
export type SocialMediaName = (typeof SOCIAL_MEDIA_NAMES)[number];

/** The image panel's slots (the `imageName` of PUT club/addClubImage) and the venue field each fills. */
export const VENUE_IMAGE_SLOTS = {
  logo: 'clubLogo',
  lightLogo: 'lightLogo',
  thumbnail: 'profileImage',
  mapClub: 'clubMap',
} as const;
export type VenueImageSlot = keyof typeof VENUE_IMAGE_SLOTS;
export const isVenueImageSlot = (value: unknown): value is VenueImageSlot => typeof value === 'string' && Object.prototype.hasOwnProperty.call(VENUE_IMAGE_SLOTS, value);

/** The six slider slots of a venue and of the site. */
export const SLIDER_SLOTS = ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'] as const;
export type SliderSlot = (typeof SLIDER_SLOTS)[number];
export const isSliderSlot = (value: unknown): value is SliderSlot => typeof value === 'string' && (SLIDER_SLOTS as readonly string[]).includes(value);

export const VENUE_STATUSES = ['pending', 'approved'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/** Which venues a list shows: the public lists show approved ones; an admin's list may ask for pending sign-ups too. */
export const VENUE_LIST_STATUSES = ['approved', 'pending', 'all'] as const;
export type VenueListStatus = (typeof VENUE_LIST_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Small building blocks (the shared ones are in field-parts.ts).

const optionalEmail = defaulted(
  nullToEmpty(
    coerce(
      define<string>('email', { type: 'string', description: 'e-mail adresa, ili prazno' }, (value) => value === '' || isEmail(value) || 'validation.common.emailInvalid'),
      string(),
      (v) => v.trim(),
    ),
  ),
  '',
);

/** Accepts one of a fixed list case-insensitively and returns its canonical spelling. */
function oneOf<T extends string>(values: readonly T[], message: string, aliases: Record<string, T> = {}) {
  const canonical = new Map<string, T>(values.map((value) => [value.toLowerCase(), value]));
  for (const [alias, value] of Object.entries(aliases)) canonical.set(alias.toLowerCase(), value);
  return coerce(
    define<T>('oneOf', { type: 'string', enum: [...values] }, (value) => (typeof value === 'string' && (values as readonly string[]).includes(value)) || message),
    string(),
    (value) => canonical.get(value.trim().toLowerCase()) ?? value,
  );
}

// ---------------------------------------------------------------------------------------------
// The venue

const SAFE_LINK = /^(https?:\/\/|viber:\/\/|whatsapp:\/\/|tel:|mailto:|\+?\d)/i;

export const venueSocialMediaSchema = type({
  name: oneOf(SOCIAL_MEDIA_NAMES, 'Društvena mreža mora biti Facebook, Instagram, TikTok, WhatsApp ili Viber', { whatsapp: 'WhatsApp', tiktok: 'TikTok' }),
  link: coerce(
    define<string>('link', { type: 'string', minLength: 1, maxLength: 300 }, (value) => {
      if (typeof value !== 'string' || value.trim() === '') return 'validation.common.socialLinkRequired';
      if (value.length > 300) return 'validation.common.socialLinkTooLong';
      return SAFE_LINK.test(value) || 'validation.common.socialLinkInvalid';
    }),
    string(),
    (value) => value.trim(),
  ),
});

/** A form shows a row for every network; the rows left empty are not links. */
const socialMediaList = defaulted(
  coerce(array(venueSocialMediaSchema), array(unknown()), (rows) =>
    rows.filter((row) => {
      const link = (row as { link?: unknown } | null)?.link;
      return !(link === undefined || link === null || (typeof link === 'string' && link.trim() === ''));
    }),
  ),
  [],
);

const HEX_COLOR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;
const venueColor = defaulted(
  coerce(
    withMessage(
      refine(string(), 'color', (value) => HEX_COLOR.test(value)),
      'Boja mora biti u formatu #RRGGBB',
    ),
    union([literal(''), literal(null), string()]),
    (value) => (value === null || value.trim() === '' ? DEFAULT_VENUE_COLOR : value.trim()),
  ),
  DEFAULT_VENUE_COLOR,
);

const HOLD_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const HOLD_AFTER_START_MESSAGE = 'Sto se čuva od 15 do 600 minuta posle početka događaja (0: ne važi)';
export const DEFAULT_WAITLIST_OFFER_MINUTES = 15;
/** When a confirmed reservation's guest is reminded on its night, unless the venue says otherwise (HH:mm, Belgrade). */
export const DEFAULT_REMINDER_TIME = '14:00';
const REMINDER_TIME = /^(0[6-9]|1\d|2[0-3]):[0-5]\d$/;

/**
 * A coordinate of the venue's map pin (WGS 84 degrees): a number in range; '' or null takes the pin
 * away; left out, the pin stays as it is. A form sends '44,8176' as readily as '44.8176'.
 */
const coordinate = (field: 'latitude' | 'longitude', limit: number, message: string) =>
  optional(
    coerce(
      define<number | null>(
        field,
        {
          type: 'number',
          minimum: -limit,
          maximum: limit,
          description: `${field === 'latitude' ? 'Geografska širina' : 'Geografska dužina'} (WGS 84, stepeni); null ili prazno: bez pina na mapi`,
        },
        (value) => value === null || (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit) || message,
      ),
      string(),
      (value) => {
        const text = value.trim().replace(',', '.');
        if (text === '') return null;
        return /^[-+]?\d{1,3}(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      },
    ),
  );

const LATITUDE_MESSAGE = 'Geografska širina mora biti broj od -90 do 90';
const LONGITUDE_MESSAGE = 'Geografska dužina mora biti broj od -180 do 180';

/** A pin needs both coordinates: one given (a number) with the other missing or cleared names the missing one. */
function withWholeMapPin<T extends { latitude?: number | null; longitude?: number | null }, S>(struct: Struct<T, S>) {
  return refine(struct, 'mapPin', (value, context) => {
    const hasLatitude = typeof value.latitude === 'number';
    const hasLongitude = typeof value.longitude === 'number';
    if (hasLatitude && !hasLongitude) return { message: 'Unesite i geografsku dužinu pina', path: [...context.path, 'longitude'] };
    if (hasLongitude && !hasLatitude) return { message: 'Unesite i geografsku širinu pina', path: [...context.path, 'latitude'] };
    return true;
  });
}

const rangMessage = 'Rang mora biti Regularno ili Premijum';
const venueRang = oneOf(VENUE_RANGS, rangMessage, { regular: 'Regularno' });

const venueFields = {
  name: trimmedRequiredText(120, 'validation.common.venueNameRequired', 'validation.common.venueNameTooLong'),
  location: optionalText(200, 'validation.common.addressTooLong'),
  type: coerce(
    define<VenueType>('venueType', { type: 'string', enum: [...VENUE_TYPES] }, (value) => {
      if (value === undefined || value === null || value === '') return 'validation.common.venueTypeRequired';
      return (typeof value === 'string' && (VENUE_TYPES as readonly string[]).includes(value)) || `Tip objekta mora biti jedan od: ${VENUE_TYPES.join(', ')}`;
    }),
    string(),
    (value) => VENUE_TYPES.find((known) => known.toLowerCase() === value.trim().toLowerCase()) ?? value,
  ),
  description: optionalText(5000, 'validation.common.descriptionTooLong'),
  /** The description in English, for the /en/ pages (left out: unchanged; '' or null: none). */
  descriptionEn: optionalEnglishText(5000, 'validation.common.descriptionEnTooLong'),
  email: optionalEmail,
  phone: optionalText(40, 'validation.common.phoneTooLong'),
  phone2: optionalText(40, 'validation.common.phoneTooLong'),
  socialMedia: socialMediaList,
  city: blankToUndefined(defaulted(oneOf(CITIES, 'validation.common.cityUnknown'), 'Beograd')),
  color: venueColor,
  tableHoldUntil: optional(
    coerce(
      define<string>(
        'tableHoldUntil',
        { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm (Beograd) ili prazno: sto se čuva celu noć' },
        (value) => value === '' || (typeof value === 'string' && HOLD_TIME.test(value)) || 'validation.common.holdTime',
      ),
      union([string(), literal(null)]),
      (value) => (value === null ? '' : value.trim()),
    ),
  ),
  reminderTime: optional(
    coerce(
      define<string>(
        'reminderTime',
        {
          type: 'string',
          pattern: '^(0[6-9]|1\\d|2[0-3]):[0-5]\\d$',
          description: 'HH:mm (Beograd) na dan noći: gost potvrđene rezervacije dobija podsetnik; prazno: bez podsetnika',
        },
        (value) => value === '' || (typeof value === 'string' && REMINDER_TIME.test(value)) || 'validation.common.reminderTime',
      ),
      union([string(), literal(null)]),
      (value) => (value === null ? '' : value.trim()),
    ),
  ),
  tableHoldAfterStartMinutes: optional(
    coerce(
      define<number>(
        'tableHoldAfterStartMinutes',
        { type: 'integer', minimum: 0, maximum: 600, description: 'Na noć sa događajem sto se čuva ovoliko minuta posle početka događaja; 0: ne važi' },
        (value) => value === 0 || (typeof value === 'number' && Number.isInteger(value) && value >= 15 && value <= 600) || HOLD_AFTER_START_MESSAGE,
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? 0 : /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN),
    ),
  ),
  waitlistOfferMinutes: optional(
    coerce(
      define<number>(
        'waitlistOfferMinutes',
        { type: 'integer', minimum: 5, maximum: 180 },
        (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 5 && value <= 180) || 'validation.common.offerMinutes',
      ),
      string(),
      (value) => (/^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN),
    ),
  ),
  /** The map pin the venue's page and search engines show it by (schema.org `geo`). */
  latitude: coordinate('latitude', 90, LATITUDE_MESSAGE),
  longitude: coordinate('longitude', 180, LONGITUDE_MESSAGE),
  ...venuePaymentFields,
};

/** The venue as an admin creates it: missing colour and rang take their defaults. */
export const venueSchema = withWholeMapPin(
  type({
    ...venueFields,
    rang: blankToUndefined(defaulted(venueRang, 'Regularno')),
  }),
);
export type VenueInput = Infer<typeof venueSchema>;

/** The venue settings form: a missing rang leaves the rang as it is. */
export const venueUpdateSchema = withWholeMapPin(
  type({
    ...venueFields,
    rang: optional(blankToUndefined(venueRang)),
  }),
);
export type VenueUpdateInput = Infer<typeof venueUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// The venue's manager

const PASSWORDS_DIFFER = 'Lozinke se ne poklapaju';

/** At least 3 characters (the spec's rule), at most 200 (argon2 needs no more). */
const managerPassword = (minMessage: string) =>
  define<string>('password', { type: 'string', minLength: 3, maxLength: 200 }, (value) => {
    if (typeof value !== 'string' || value.length < 3) return minMessage;
    return value.length <= 200 || 'validation.common.passwordTooLong';
  });

const managerProfileFields = {
  firstName: visibleText(trimmedRequiredText(60, 'validation.common.firstNameRequired', 'validation.common.firstNameTooLong')),
  lastName: visibleText(trimmedRequiredText(60, 'validation.common.lastNameRequired', 'validation.common.lastNameTooLong')),
  mobilePhone: trimmedRequiredText(40, 'validation.common.phoneRequired', 'validation.common.phoneTooLong'),
  email: requiredEmail,
};

export const venueManagerSchema = refine(
  type({
    ...managerProfileFields,
    password: coerce(managerPassword('Minimalna dužina je 3 karaktera'), literal(undefined), () => ''),
    confirmPassword: requiredString('validation.common.confirmPassword'),
  }),
  'passwordsMatch',
  (value, context) => value.password === value.confirmPassword || { message: PASSWORDS_DIFFER, path: [...context.path, 'confirmPassword'] },
);
export type VenueManagerInput = Infer<typeof venueManagerSchema>;

/** Editing the manager: the password changes only when one is given. */
export const venueManagerUpdateSchema = refine(
  type({
    ...managerProfileFields,
    password: optional(blankToUndefined(managerPassword('Minimalna duzina je 3 karaktera'))),
    confirmPassword: optional(string()),
  }),
  'passwordsMatch',
  (value, context) => value.password === undefined || value.password === value.confirmPassword || { message: PASSWORDS_DIFFER, path: [...context.path, 'confirmPassword'] },
);
export type VenueManagerUpdateInput = Infer<typeof venueManagerUpdateSchema>;

/** POST /api/club (admin) and POST /api/auth/register-company (a venue owner): venue and manager. */
export const venueWithManagerSchema = type({ user: venueManagerSchema, club: venueSchema });
export type VenueWithManagerInput = Infer<typeof venueWithManagerSchema>;

/** PUT /api/club/updateWithManager/{id} (admin). */
export const venueWithManagerUpdateSchema = type({ user: venueManagerUpdateSchema, club: venueUpdateSchema });
export type VenueWithManagerUpdateInput = Infer<typeof venueWithManagerUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Working hours

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const weekday = coerce(
  define<string>(
    'weekday',
    { type: 'string', enum: [...WEEKDAYS] },
    (value) => (typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value)) || 'validation.common.dayInvalid',
  ),
  union([string(), number()]),
  (value) => {
    const text = String(value).trim();
    if (/^[0-6]$/.test(text)) return WEEKDAYS[Number(text)];
    return WEEKDAYS.find((day) => day.toLowerCase() === text.toLowerCase()) ?? text;
  },
);

const timeOfDay = defaulted(
  nullToEmpty(
    coerce(
      define<string>(
        'time',
        { type: 'string', pattern: '^(([01]\\d|2[0-3]):[0-5]\\d)?$', example: '23:00' },
        (value) => value === '' || (typeof value === 'string' && TIME_OF_DAY.test(value)) || 'validation.common.time',
      ),
      string(),
      (v) => v.trim(),
    ),
  ),
  '',
);

const flag = defaulted(
  coerce(boolean(), union([literal('true'), literal('false')]), (value) => value === 'true'),
  false,
);

/**
 * One day. `closed: true` means the venue does not open that day; `alwaysOpen` means 24 hours.
 * Otherwise both times are needed; `to` earlier than `from` is a night that ends after midnight.
 */
export const venueWorkingHoursEntrySchema = refine(
  type({ _id: optional(unknown()), day: weekday, from: timeOfDay, to: timeOfDay, closed: flag, alwaysOpen: flag }),
  'openingTimes',
  (entry, context) => {
    if (entry.closed || entry.alwaysOpen) return true;
    if (entry.from === '') return { message: 'Vreme otvaranja je obavezno', path: [...context.path, 'from'] };
    if (entry.to === '') return { message: 'Vreme zatvaranja je obavezno', path: [...context.path, 'to'] };
    if (entry.from === entry.to) return { message: 'Vreme zatvaranja mora se razlikovati od vremena otvaranja', path: [...context.path, 'to'] };
    return true;
  },
);
export type VenueWorkingHoursEntryInput = Infer<typeof venueWorkingHoursEntrySchema>;

const workingHoursList = refine(array(venueWorkingHoursEntrySchema), 'uniqueDays', (entries, context) => {
  if (entries.length > 7) return 'validation.common.hoursDays';
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry.day)) return { message: `Dan se ponavlja: ${entry.day}`, path: [...context.path, index, 'day'] };
    seen.add(entry.day);
  }
  return true;
});

/**
 * PUT /api/club/updateWorkingHours: the list of days itself (a manager's own venue), or
 * `{ clubId, workingHours }` (an admin names the venue; `?clubId=` works as well).
 */
const workingHoursForm = type({ clubId: optional(blankToUndefined(string())), workingHours: workingHoursList });
export const updateWorkingHoursSchema = described(
  coerce(workingHoursForm, array(unknown()), (entries) => ({ workingHours: entries })),
  { anyOf: [toJsonSchema(workingHoursForm), toJsonSchema(workingHoursList)] },
);
export type UpdateWorkingHoursInput = Infer<typeof updateWorkingHoursSchema>;

export interface VenueWorkingHoursEntry {
  _id: string;
  day: string;
  /** As JavaScript's Date#getDay: Sunday 0, Monday 1 … Saturday 6. */
  dayIndex: number;
  from: string;
  to: string;
  closed: boolean;
  alwaysOpen: boolean;
  /** The night ends after midnight (to is earlier than from). */
  endsNextDay: boolean;
}

// ---------------------------------------------------------------------------------------------
// Tables

const personsMessage = 'Broj osoba mora biti pozitivan ceo broj';
const maxPersons = coerce(
  define<string>(
    'maxPersons',
    { type: 'string', pattern: '^[1-9]\\d{0,2}$', example: '6' },
    (value) => (typeof value === 'string' && /^[1-9]\d{0,2}$/.test(value)) || personsMessage,
  ),
  union([string(), number()]),
  (value) => (typeof value === 'number' ? (Number.isInteger(value) ? String(value) : 'x') : value.trim().replace(/^0+(?=\d)/, '')),
);

export const venueTableSchema = type({
  name: trimmedRequiredText(60, 'validation.common.tableNameRequired', 'validation.common.tableNameTooLong'),
  maxPersons,
  area: optionalText(60, 'validation.common.zoneTooLong'),
  /** An admin names the venue; a manager's own venue is used when missing. */
  clubId: optional(blankToUndefined(string())),
});
export type VenueTableInput = Infer<typeof venueTableSchema>;

export interface VenueTableView {
  _id: string;
  name: string;
  maxPersons: string;
  area: string;
  clubId: string;
  /**
   * The revision of the table's record this answer shows. An edit sends it back (`If-Match: "<version>"`
   * or a `version` field) and is refused with 409 when the record has changed since; null only for
   * a record not touched since versions were introduced (until the read model is rebuilt).
   */
  version: number | null;
  /** Only when a night was asked for: no pending or confirmed reservation holds it that night. */
  free?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Images

export const venueImageNameSchema = type({
  imageName: coerce(
    define<VenueImageSlot>('imageName', { type: 'string', enum: Object.keys(VENUE_IMAGE_SLOTS) }, (value) => isVenueImageSlot(value) || 'validation.common.imageSlot'),
    string(),
    (value) => value.trim(),
  ),
});

export interface SliderImageView {
  /** The slot: image1 … image6. */
  name: SliderSlot;
  link: string;
  /** A smaller copy for previews. */
  smallLink: string;
}

// ---------------------------------------------------------------------------------------------
// Lists and views

const optionalFilter = optional(blankToUndefined(trimmed(string())));

/** GET /api/club?page&size&type&rang&search&clubId&city&status */
export const venueListQuerySchema = type({
  ...pageQueryFields(10),
  type: optionalFilter,
  rang: optional(blankToUndefined(venueRang)),
  search: optional(blankToUndefined(withMessage(size(trimmed(string()), 0, 100), 'validation.common.searchTooLong'))),
  clubId: optionalFilter,
  city: optionalFilter,
  status: blankToUndefined(defaulted(oneOf(VENUE_LIST_STATUSES, 'validation.common.approvalStatus'), 'approved')),
});
export type VenueListQuery = Infer<typeof venueListQuerySchema>;

/** GET /api/club/allTables/{clubId}?page&size&date&eventId: with a night (or an event's), each table says whether it is free. */
export const venueTablesQuerySchema = type({ ...pageQueryFields(12), ...tableNightQueryFields });
export type VenueTablesQuery = Infer<typeof venueTablesQuerySchema>;

/** What a venue says about itself: the fields of the venue form that name and describe it. */
export interface VenueProfile {
  name: string;
  location: string;
  type: string;
  description: string;
  email: string;
  phone: string;
  phone2: string;
  socialMedia: { name: string; link: string }[];
  city: string;
  color: string;
  rang: VenueRang;
}

export interface VenueView extends VenueProfile {
  _id: string;
  /** The description in English; null: none (the English pages show the Serbian one, marked). */
  descriptionEn: string | null;
  uniqueId: string;
  /** 'pending' until an admin approves a sign-up; the public only ever sees 'approved'. */
  status: VenueStatus;
  clubLogo: string | null;
  lightLogo: string | null;
  profileImage: string | null;
  clubMap: string | null;
  /** Smaller copies of the images above, for cards and lists. */
  smallImages: { clubLogo: string | null; lightLogo: string | null; profileImage: string | null; clubMap: string | null };
  sliderImages: SliderImageView[];
  workingHours: VenueWorkingHoursEntry[];
  /** The manager's user id. */
  manager: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * The revision of the venue's record this answer shows. An edit sends it back (`If-Match: "<version>"`
   * or a `version` field) and is refused with 409 when the record has changed since; null only for
   * a record not touched since versions were introduced (until the read model is rebuilt).
   */
  version: number | null;
  /** 'HH:mm' (Belgrade): a confirmed table not arrived at by then is released as a no-show; null: held all night. */
  tableHoldUntil: string | null;
  /** On a night with an event, a table not arrived at this many minutes after the event's start is released instead; 0: the cutoff alone. */
  tableHoldAfterStartMinutes: number;
  /** 'HH:mm' (Belgrade) on the night's day: the guest of a confirmed reservation is reminded then; '': no reminders. */
  reminderTime: string;
  /** How long a waitlist offer holds a freed table for the guest it is offered to. */
  waitlistOfferMinutes: number;
  /** The map pin the manager set (WGS 84 degrees), both or neither; search engines read it as the venue's `geo`. */
  latitude: number | null;
  longitude: number | null;
  /** Where guests pay deposits: the account's 18 digits, null when none is set (then the venue asks no deposits). */
  paymentAccount: string | null;
  /** The payee of the deposit slip ('Klub Dorćol d.o.o.') and its seat ('Beograd'). */
  payeeName: string;
  payeePlace: string;
  /** How long a reservation waiting for its deposit holds the table, in minutes (default 60). */
  depositHoldMinutes: number;
  /** How long an order of paid tickets waiting for its payment holds them, in minutes (default 30). */
  ticketHoldMinutes: number;
  /** Until how many hours before an event's start a ticket's holder may cancel it; null: guests cannot cancel. */
  ticketCancelHours: number | null;
}

export interface VenueListItem {
  _id: string;
  name: string;
}

export interface VenueManagerView {
  _id: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  email: string;
  status: boolean;
  clubId: string | null;
}

export type { PaginationData };

/** Field builders the site contact schemas share (kept off the package's top-level names). */
export const venueSchemaParts = { optionalText, requiredEmail, pageQueryFields };
