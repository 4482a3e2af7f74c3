import { Infer, defaulted, literal, optional, string, type, union, type Struct } from 'superstruct';
import type { MessageId } from '../i18n/format';
import { said } from '../i18n/said';
import { coerce } from '../coerce';
import { define, described, toJsonSchema } from '../json-schema';
import { trimmedRequiredText } from '../validation';
import type { ReservationStatus } from './reservation.schema';
import type { DepositState } from './money.schema';

/**
 * Integrations: API keys, the public event feed (GET /api/integrations/feed, the SSE stream) and
 * webhooks. The public events are a documented, versioned contract of their own, never the
 * internal domain events: docs/integrations.md describes every type and field.
 */

/** Bumped only for a change an integrator must adapt to; added fields keep the version. */
export const PUBLIC_EVENT_SCHEMA_VERSION = 1;

export const PUBLIC_EVENT_TYPES = [
  'reservation.placed',
  'reservation.confirmed',
  'reservation.rejected',
  'reservation.cancelled',
  'reservation.changed',
  'reservation.arrived',
  'reservation.no-show',
  'reservation.deposit',
  'event.published',
  'event.changed',
  'event.cancelled',
  'venue.changed',
  'menu.changed',
  'guest-list.signed-up',
  'guest-list.arrived',
] as const;
export type PublicEventType = (typeof PUBLIC_EVENT_TYPES)[number];

/** A point in the global feed, `<commit>-<prepare>`: pass it back as `after` or `Last-Event-ID`. */
export const FEED_POSITION_PATTERN = /^\d{1,20}-\d{1,20}$/;

export const API_KEY_PREFIX = 'izk_';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_SIGNATURE_HEADER = 'Izlazak-Signature';
export const FEED_MAX_LIMIT = 500;
export const FEED_DEFAULT_LIMIT = 100;

export interface PublicEventEnvelope<Type extends PublicEventType = PublicEventType, Data = PublicEventData[Type]> {
  /** Stable across redeliveries and re-reads: de-duplicate on it. */
  id: string;
  type: Type;
  schemaVersion: number;
  /** UTC ISO instant. */
  occurredAt: string;
  position: string;
  venueId: string;
  data: Data;
}

export interface PublicGuest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PublicReservation {
  reservationId: string;
  /** The code the guest sees, e.g. R7K3Q9AB. */
  code: string;
  venueId: string;
  venueName: string;
  tableId: string;
  tableName: string;
  /** The venue's night, yyyy-MM-dd (a night runs until the morning). */
  night: string;
  eventId: string | null;
  eventTitle: string;
  persons: number;
  status: ReservationStatus;
  placedAt: string;
  /** 1 when placed, one more with every change: apply a change only when it is newer. */
  version: number;
  /** Only for keys allowed to see the venue's guests; absent otherwise. */
  guest?: PublicGuest;
}

export interface PublicNightlifeEvent {
  eventId: string;
  venueId: string;
  title: string;
  description: string;
  type: string;
  night: string;
  startsAt: string;
  endsAt: string | null;
  ticketPrice: string;
  /** 'Izvođači' (DJs, bands) as the venue named them; empty when not named. */
  performers: string[];
  imageUrl: string | null;
}

/** A name on a venue's guest list ('Lista'): never its door code, which is the guest's ticket. */
export interface PublicGuestListEntry {
  entryId: string;
  listId: string;
  venueId: string;
  /** The list's night, yyyy-MM-dd. */
  night: string;
  /** The promoter (a user id) the name signed up through; null without one. */
  promoterId: string | null;
  /** Only for keys allowed to see the venue's guests; absent otherwise (e-mail '' when the guest gave none). */
  guest?: PublicGuest;
}

export type VenueChange = 'registered' | 'approved' | 'details' | 'images' | 'working-hours' | 'tables' | 'deleted';
export type MenuChange = 'category' | 'subcategory' | 'item';

export interface PublicEventData {
  'reservation.placed': { reservation: PublicReservation };
  'reservation.confirmed': { reservation: PublicReservation };
  'reservation.rejected': { reservation: PublicReservation };
  'reservation.cancelled': { reservation: PublicReservation; cancelledBy: 'guest' | 'venue' };
  'reservation.changed': { reservation: PublicReservation; changed: string[] };
  /** The guests came in (a walk-in is placed and arrives at once: `walkIn`). */
  'reservation.arrived': { reservation: PublicReservation; arrivedPersons: number; arrivedAt: string; walkIn: boolean };
  /** The guests never came; `released`: the venue's hold cutoff freed the table, not a hand at the door. */
  'reservation.no-show': { reservation: PublicReservation; released: boolean };
  /** A deposit's step (docs/payments.md): paid (when the venue confirms paid reservations itself), refundDue or kept once the reservation ended, refunded. */
  'reservation.deposit': { reservation: PublicReservation; deposit: { amount: number; state: DepositState; paidAmount: number | null } };
  'event.published': { event: PublicNightlifeEvent };
  'event.changed': { event: PublicNightlifeEvent };
  'event.cancelled': { eventId: string; venueId: string };
  'venue.changed': { venueId: string; change: VenueChange; name?: string; tableId?: string };
  'menu.changed': { venueId: string; change: MenuChange; action: 'added' | 'changed' | 'deleted'; id: string; name?: string; price?: number };
  /** A name signed up to a list, or (`again`) the same phone signed up again: its name and '+N' as they now stand. */
  'guest-list.signed-up': { entry: PublicGuestListEntry; plusOnes: number; signedUpAt: string; again: boolean };
  /** The door let the name in with `arrivedPersons` of its 1 + '+N'. */
  'guest-list.arrived': { entry: PublicGuestListEntry; arrivedPersons: number; arrivedAt: string };
}

export type PublicEvent = { [Type in PublicEventType]: PublicEventEnvelope<Type> }[PublicEventType];

export interface FeedPage {
  events: PublicEvent[];
  /** Where to continue: pass it as `after` (it may be past the last event shown: the feed skipped what this key does not see). */
  next: string | null;
}

export const INTEGRATION_MESSAGES = {
  keyName: 'validation.integrations.keyName',
  keyNameTooLong: 'validation.integrations.keyNameTooLong',
  clubId: 'validation.integrations.clubId',
  venueNotFound: 'refusal.integrations.venueNotFound',
  keyNotFound: 'refusal.integrations.keyNotFound',
  keyRequired: 'refusal.integrations.keyRequired',
  keyInvalid: 'refusal.integrations.keyInvalid',
  position: 'validation.integrations.position',
  limit: said('validation.integrations.limit', { max: String(FEED_MAX_LIMIT) }),
  types: `Nepoznat tip događaja; dozvoljeni su: ${PUBLIC_EVENT_TYPES.join(', ')}`,
  typesRequired: 'validation.integrations.typesRequired',
  url: 'validation.integrations.url',
  urlNotAllowed: 'refusal.integrations.urlNotAllowed',
  urlUnresolvable: 'refusal.integrations.urlUnresolvable',
  urlTaken: 'refusal.integrations.urlTaken',
  keyId: 'validation.integrations.keyId',
  keyRevoked: 'refusal.integrations.keyRevoked',
  webhookNotFound: 'refusal.integrations.webhookNotFound',
  deliveryNotFound: 'refusal.integrations.deliveryNotFound',
  redeliver: 'validation.integrations.redeliver',
} as const;

const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);

const id = (message: string) =>
  coerce(
    define<string>('id', { type: 'string', minLength: 1, maxLength: 100 }, (value) => (typeof value === 'string' && value.length > 0 && value.length <= 100) || message),
    string(),
    (value) => value.trim(),
  );

export const feedPosition = coerce(
  define<string>(
    'feedPosition',
    { type: 'string', pattern: FEED_POSITION_PATTERN.source },
    (value) => (typeof value === 'string' && FEED_POSITION_PATTERN.test(value)) || INTEGRATION_MESSAGES.position,
  ),
  string(),
  (value) => value.trim(),
);

/** A list of public event types, as an array (body) or a comma-separated string (query). */
const eventTypeList = (required: boolean) =>
  coerce(
    define<PublicEventType[]>('types', { type: 'array', items: { type: 'string', enum: [...PUBLIC_EVENT_TYPES] } }, (value) => {
      if (!Array.isArray(value) || (required && value.length === 0)) return INTEGRATION_MESSAGES.typesRequired;
      return value.every((item) => (PUBLIC_EVENT_TYPES as readonly unknown[]).includes(item)) || INTEGRATION_MESSAGES.types;
    }),
    string(),
    (value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
  );

/** POST /api/integrations/keys: a name, and the venue it reads (null: all venues, admins only). */
export const integrationKeySchema = type({
  name: trimmedRequiredText(80, INTEGRATION_MESSAGES.keyName, INTEGRATION_MESSAGES.keyNameTooLong),
  clubId: union([literal(null), id(INTEGRATION_MESSAGES.clubId)]),
});
export type IntegrationKeyInput = Infer<typeof integrationKeySchema>;

const limit = coerce(
  define<number>(
    'limit',
    { type: 'integer', minimum: 1, maximum: FEED_MAX_LIMIT },
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= FEED_MAX_LIMIT) || INTEGRATION_MESSAGES.limit,
  ),
  string(),
  (value) => (/^\s*\d{1,4}\s*$/.test(value) ? Number(value) : Number.NaN),
);

/** GET /api/integrations/feed?after&limit&types and GET /api/integrations/stream?after&types. */
export const feedQuerySchema = type({
  after: optional(blankToUndefined(feedPosition)),
  limit: blankToUndefined(defaulted(limit, FEED_DEFAULT_LIMIT)),
  types: optional(blankToUndefined(eventTypeList(false))),
});
export type FeedQuery = Infer<typeof feedQuerySchema>;

const webhookUrl = coerce(
  define<string>('webhookUrl', { type: 'string', format: 'uri', maxLength: 2000 }, (value) => {
    if (typeof value !== 'string' || value.length > 2000) return INTEGRATION_MESSAGES.url;
    try {
      const url = new URL(value);
      return ((url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '') || INTEGRATION_MESSAGES.url;
    } catch {
      return INTEGRATION_MESSAGES.url;
    }
  }),
  string(),
  (value) => value.trim(),
);

/** POST /api/integrations/webhooks: where to POST, which types, and the key whose venues it sees. */
export const webhookSchema = type({
  url: webhookUrl,
  types: eventTypeList(true),
  keyId: id(INTEGRATION_MESSAGES.keyId),
});
export type WebhookInput = Infer<typeof webhookSchema>;

/** POST /api/integrations/webhooks/{id}/redeliver: one delivery, or every failed one after a position. */
const oneDelivery = type({ deliveryId: id(INTEGRATION_MESSAGES.redeliver) });
const failedAfter = type({ afterPosition: feedPosition });
export const redeliverSchema = described(union([oneDelivery, failedAfter]), { oneOf: [toJsonSchema(oneDelivery), toJsonSchema(failedAfter)] });
export type RedeliverInput = Infer<typeof redeliverSchema>;

export interface IntegrationKeyView {
  _id: string;
  name: string;
  /** null: every venue. */
  clubId: string | null;
  /** The first characters of the key, to tell keys apart; the key itself is never shown again. */
  prefix: string;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface CreatedIntegrationKey {
  _id: string;
  /** Shown only in this answer. */
  key: string;
}

export type WebhookStatus = 'active' | 'disabled';

export interface WebhookView {
  _id: string;
  url: string;
  types: PublicEventType[];
  keyId: string;
  clubId: string | null;
  status: WebhookStatus;
  disabledReason: string | null;
  createdAt: string;
}

export interface CreatedWebhook {
  _id: string;
  /** Shown only in this answer (and after a rotation). */
  secret: string;
}

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export interface DeliveryAttemptView {
  attemptedAt: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string;
}

export interface WebhookDeliveryView {
  _id: string;
  eventId: string;
  type: PublicEventType;
  position: string;
  status: DeliveryStatus;
  attempts: DeliveryAttemptView[];
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

/** Each one's name as the screens show it (a message of the catalogs). */
export const DELIVERY_STATUS_MESSAGES: Record<DeliveryStatus, MessageId> = {
  pending: 'integrations.deliveryStatus.pending',
  sending: 'integrations.deliveryStatus.sending',
  delivered: 'integrations.deliveryStatus.delivered',
  failed: 'integrations.deliveryStatus.failed',
};

/** Each one's name as the screens show it (a message of the catalogs). */
export const PUBLIC_EVENT_TYPE_MESSAGES: Record<PublicEventType, MessageId> = {
  'reservation.placed': 'integrations.eventType.reservationPlaced',
  'reservation.confirmed': 'integrations.eventType.reservationConfirmed',
  'reservation.rejected': 'integrations.eventType.reservationRejected',
  'reservation.cancelled': 'integrations.eventType.reservationCancelled',
  'reservation.changed': 'integrations.eventType.reservationChanged',
  'reservation.arrived': 'integrations.eventType.reservationArrived',
  'reservation.no-show': 'integrations.eventType.reservationNoShow',
  'reservation.deposit': 'integrations.eventType.reservationDeposit',
  'event.published': 'integrations.eventType.eventPublished',
  'event.changed': 'integrations.eventType.eventChanged',
  'event.cancelled': 'integrations.eventType.eventCancelled',
  'venue.changed': 'integrations.eventType.venueChanged',
  'menu.changed': 'integrations.eventType.menuChanged',
  'guest-list.signed-up': 'integrations.eventType.guestListSignedUp',
  'guest-list.arrived': 'integrations.eventType.guestListArrived',
};
