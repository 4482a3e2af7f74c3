import { Infer, array, boolean, object, optional, string, type } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { withMessage } from '../validation';

/**
 * Reserve with Google (Google's Actions Center, booking server REST v3). Requests come in proto3
 * JSON with the proto's field names (`merchant_id`, `slot_time`, …); an int64 may come as a number
 * or as its decimal text, as proto3 JSON allows. Unknown fields are ignored, as proto3 readers do.
 */
export const GOOGLE_MESSAGES = {
  merchantId: "Polje 'merchant_id' je obavezno",
  serviceId: "Polje 'service_id' je obavezno",
  startSec: "Polje 'start_sec' mora biti ceo broj sekundi",
  durationSec: "Polje 'duration_sec' mora biti ceo broj sekundi",
  partySize: "Polje 'party_size' mora biti ceo broj od 1 do 999",
  idempotencyToken: "Polje 'idempotency_token' je obavezno",
  bookingId: "Polje 'booking_id' je obavezno",
  userId: "Polje 'user_id' je obavezno",
  status: "Polje 'status' može biti samo CANCELED",
  unknownMerchant: 'refusal.google.unknownMerchant',
  unknownService: "Usluga ne postoji: jedina usluga je 'table'",
  notFound: 'refusal.google.notFound',
  notBookable: 'refusal.google.notBookable',
  slotNotOffered: 'refusal.google.slotNotOffered',
  noTableFits: 'refusal.google.noTableFits',
  alreadyBooked: 'refusal.google.alreadyBooked',
} as const;

/** An int64 of proto3 JSON: a number, or its decimal text. */
const int64 = (message: string) =>
  coerce(
    define<number>('int64', { type: 'integer' }, (value) => (typeof value === 'number' && Number.isSafeInteger(value)) || message),
    string(),
    (value) => (/^-?\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN),
  );

const requiredId = (message: string) =>
  withMessage(
    define<string>('id', { type: 'string', minLength: 1 }, (value) => typeof value === 'string' && value.trim() !== ''),
    message,
  );

const partySize = coerce(
  define<number>(
    'party_size',
    { type: 'integer', minimum: 1, maximum: 999 },
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999) || GOOGLE_MESSAGES.partySize,
  ),
  string(),
  (value) => (/^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN),
);

const resources = type({ party_size: optional(partySize), room_id: optional(string()), staff_id: optional(string()) });

export const googleSlotTimeSchema = type({
  service_id: requiredId(GOOGLE_MESSAGES.serviceId),
  start_sec: int64(GOOGLE_MESSAGES.startSec),
  duration_sec: optional(int64(GOOGLE_MESSAGES.durationSec)),
  availability_tag: optional(string()),
  resource_ids: optional(resources),
  confirmation_mode: optional(string()),
});
export type GoogleSlotTime = Infer<typeof googleSlotTimeSchema>;

export const googleBatchAvailabilityLookupSchema = type({
  merchant_id: requiredId(GOOGLE_MESSAGES.merchantId),
  slot_time: array(googleSlotTimeSchema),
});
export type GoogleBatchAvailabilityLookup = Infer<typeof googleBatchAvailabilityLookupSchema>;

export const googleSlotSchema = type({
  merchant_id: requiredId(GOOGLE_MESSAGES.merchantId),
  service_id: requiredId(GOOGLE_MESSAGES.serviceId),
  start_sec: int64(GOOGLE_MESSAGES.startSec),
  duration_sec: optional(int64(GOOGLE_MESSAGES.durationSec)),
  availability_tag: optional(string()),
  resources: optional(resources),
  confirmation_mode: optional(string()),
});
export type GoogleSlot = Infer<typeof googleSlotSchema>;

export const googleUserInformationSchema = type({
  user_id: optional(string()),
  given_name: optional(string()),
  family_name: optional(string()),
  telephone: optional(string()),
  email: optional(string()),
});
export type GoogleUserInformation = Infer<typeof googleUserInformationSchema>;

export const googleCreateBookingSchema = type({
  slot: googleSlotSchema,
  user_information: googleUserInformationSchema,
  idempotency_token: requiredId(GOOGLE_MESSAGES.idempotencyToken),
  additional_request: optional(string()),
});
export type GoogleCreateBooking = Infer<typeof googleCreateBookingSchema>;

/** UpdateBooking: the booking's id and what changes (status CANCELED, a slot's start and length, or its party size). */
export const googleUpdateBookingSchema = type({
  booking: type({
    booking_id: requiredId(GOOGLE_MESSAGES.bookingId),
    status: optional(string()),
    slot: optional(
      type({
        start_sec: optional(int64(GOOGLE_MESSAGES.startSec)),
        duration_sec: optional(int64(GOOGLE_MESSAGES.durationSec)),
        resources: optional(resources),
      }),
    ),
    party_size: optional(partySize),
  }),
});
export type GoogleUpdateBooking = Infer<typeof googleUpdateBookingSchema>;

export const googleGetBookingStatusSchema = type({ booking_id: requiredId(GOOGLE_MESSAGES.bookingId) });
export const googleListBookingsSchema = type({ user_id: requiredId(GOOGLE_MESSAGES.userId) });

/** 'Rezervacije preko Google-a' in the venue's settings. */
export const googleVenueSettingsSchema = type({
  enabled: withMessage(boolean(), "Polje 'enabled' mora biti da ili ne"),
  confirmsByHand: withMessage(boolean(), "Polje 'confirmsByHand' mora biti da ili ne"),
});
export type GoogleVenueSettingsInput = Infer<typeof googleVenueSettingsSchema>;

/** What GET and PUT /api/google/venues/{clubId} answer. */
export const googleVenueSettingsView = object({ clubId: string(), enabled: boolean(), confirmsByHand: boolean() });
export type GoogleVenueSettingsView = Infer<typeof googleVenueSettingsView>;
