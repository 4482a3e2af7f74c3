import { Struct, array, boolean, enums, literal, nullable, number, object, optional, record, string, union, unknown, type Infer } from 'superstruct';
import { ROLES, VENUE_RANGS } from './constants';
import { LOCALES } from './i18n/locales';
import { described, toJsonSchema } from './json-schema';
import type { LiveReservationChange } from './live';
import type { ApiError, LoginResponse, Paged, PaginationData, UserView } from './types';
import type { CouponView } from './schemas/coupon.schema';
import { guestBadgeView } from './guest-views';
import { guestListScanView } from './schemas/guest-list.schema';
import { doorTicketView, ticketScanView } from './schemas/ticket.schema';
import type { DoorCodeView, DoorNightView, GuestDoorCodeView } from './schemas/door.schema';
import type { EventList, EventView } from './schemas/event.schema';
import { TABLE_SHAPES, type FloorPlanView } from './schemas/floor.schema';
import { HISTORY_ENTITY_TYPES, HISTORY_KINDS, HISTORY_STATE_SUBJECTS, type HistoryEntry, type HistoryNight, type HistoryState } from './schemas/history.schema';
import {
  PUBLIC_EVENT_TYPES,
  type CreatedIntegrationKey,
  type CreatedWebhook,
  type FeedPage,
  type IntegrationKeyView,
  type PublicEvent,
  type PublicEventData,
  type PublicEventType,
  type WebhookDeliveryView,
  type WebhookView,
} from './schemas/integration.schema';
import type { MenuCategoryView, MenuItemView, MenuSubcategoryView } from './schemas/menu.schema';
import { DEPOSIT_STATES, type DepositsView, type PlacedReservationView } from './schemas/money.schema';
import { paymentSlipView, reservationDepositView, reservationTermsView } from './money-views';
import { reservationSpendView } from './report-views';
import { ATTENDANCE_VALUES, RESERVATION_STATUS_VALUES, type ReservationDetailView, type ReservationView } from './schemas/reservation.schema';
import type { ContactMessageView } from './schemas/site-contact.schema';
import type { SiteData } from './schemas/site.schema';
import {
  SLIDER_SLOTS,
  VENUE_STATUSES,
  type SliderImageView,
  type VenueListItem,
  type VenueManagerView,
  type VenueTableView,
  type VenueView,
  type VenueWorkingHoursEntry,
} from './schemas/venue.schema';

/**
 * What the API answers, as superstruct structs: the OpenAPI document's response schemas are made
 * from these (toJsonSchema), the API suites check real answers against them, and `ViewTypesMatch`
 * below fails the build when one of them and its TypeScript view type part ways.
 */

const text = string();
const nullableText = nullable(string());

export const userView = object({
  _id: text,
  username: text,
  firstName: text,
  lastName: text,
  mobilePhone: text,
  email: text,
  status: boolean(),
  role: enums(ROLES),
  clubId: nullableText,
  uniqueId: text,
  numberOfReservations: number(),
  isVerified: boolean(),
  pendingEmail: nullableText,
  profileImage: nullableText,
  locale: nullable(enums(LOCALES)),
});

export const loginView = object({ token: text, user: userView });

const paginationData = object({ page: number(), size: number(), total_records: number(), total_pages: number() });

/** A list answered as a JSON array. */
export const listOf = <T, S>(item: Struct<T, S>) => array(item);

/** A page of a list: `{ data, paginationData }`. */
export const paged = <T, S>(item: Struct<T, S>) => object({ data: array(item), paginationData });

/** What a delete, a sent mail or a form without a record answers: `{ _id?, message }`. */
export const messageView = object({ _id: optional(text), message: text });

/** A list of names: venue types, cities, event types. */
export const stringListView = array(text);
export const idView = object({ _id: text });
export const queuedView = object({ queued: number() });
export const registeredView = object({ message: text, user: userView });
export const companySignupView = object({ message: text, clubId: text, status: literal('pending') });

/** GET /api/health: 200 when everything answers, 503 with the same body naming what does not. */
export const healthView = object({
  status: enums(['ok', 'degraded']),
  down: array(text),
  database: text,
  eventStore: object({ adapter: enums(['eventstoredb', 'postgres']), status: text }),
  redis: text,
  projections: array(object({ name: text, lag: number(), checkpoint: nullableText })),
});

export const couponView = object({
  _id: text,
  clubId: text,
  club: text,
  name: text,
  code: text,
  limit: number(),
  used: number(),
  discount: number(),
  startDate: text,
  endDate: text,
  status: boolean(),
  createdAt: text,
  updatedAt: text,
});

/** A floor plan's size, picture and zones: the plan now and as the history replays it. */
const floorFrame = { width: number(), height: number(), background: nullableText, zones: array(object({ _id: text, name: text, color: text })) };

/** GET and PUT /api/club/{clubId}/floor. */
export const floorPlanView = object({
  version: nullable(number()),
  ...floorFrame,
  tables: array(
    object({
      _id: text,
      name: text,
      zoneId: nullableText,
      shape: enums(TABLE_SHAPES),
      x: optional(number()),
      y: optional(number()),
      width: optional(number()),
      height: optional(number()),
      rotation: optional(number()),
      minPersons: number(),
      maxPersons: number(),
      state: enums(['free', 'taken']),
      reservation: optional(
        object({ _id: text, uniqueId: text, firstName: text, lastName: text, persons: number(), status: enums(RESERVATION_STATUS_VALUES), tags: optional(array(text)) }),
      ),
    }),
  ),
});

export const eventView = object({
  _id: text,
  title: text,
  titleEn: nullableText,
  description: text,
  descriptionEn: nullableText,
  dateOfEvent: text,
  startTime: text,
  endTime: text,
  startDate: text,
  endDate: nullableText,
  dayOfTheWeek: number(),
  type: text,
  gallery: array(text),
  possibilityOfShowing: array(text),
  performers: array(text),
  ticketPrice: text,
  image: nullableText,
  smallImage: nullableText,
  priority: text,
  clubId: text,
  club: text,
  location: text,
  clubType: text,
  clubPhone: text,
  clubEmail: text,
  past: boolean(),
});

export const eventListView = object({ data: array(eventView), pagination: paginationData });

const reservationFields = {
  _id: text,
  uniqueId: text,
  name: text,
  firstName: text,
  lastName: text,
  phone: text,
  email: text,
  date: text,
  persons: number(),
  tableId: text,
  tableName: text,
  eventId: nullableText,
  eventTitle: text,
  clubId: text,
  club: text,
  status: enums(RESERVATION_STATUS_VALUES),
  userId: nullableText,
  createdAt: text,
  updatedAt: text,
  version: number(),
  arrivedPersons: nullable(number()),
  arrivedAt: nullableText,
  arrivedBy: nullableText,
  arrivedMen: nullable(number()),
  arrivedWomen: nullable(number()),
  walkIn: boolean(),
  couponCode: nullableText,
  discountPercent: nullable(number()),
  ticketPrice: nullableText,
  discountedTicketPrice: nullableText,
  terms: nullable(reservationTermsView),
  deposit: nullable(reservationDepositView),
  guest: optional(guestBadgeView),
  spend: nullable(reservationSpendView),
  attendance: nullable(enums(ATTENDANCE_VALUES)),
  /** The promoter whose code the booking came through. */
  promoter: nullable(object({ _id: text, name: text })),
};
export const reservationView = object(reservationFields);
/** POST /api/door/scan of a reservation's code: the reservation, named as such (a guest list's code answers guestListScanView). */
export const reservationScanView = object({ ...reservationFields, kind: literal('reservation') });
export const doorScanView = described(union([reservationScanView, guestListScanView, ticketScanView]), {
  oneOf: [toJsonSchema(reservationScanView), toJsonSchema(guestListScanView), toJsonSchema(ticketScanView)],
});

/** GET /api/club/{clubId}/deposits: the deposits the venue still has to settle (here, not in money-views: that file is read by this one). */
export const depositsView = object({ awaitingPayment: array(reservationView), recentlyPaid: array(reservationView), refundDue: array(reservationView) });

/** POST /api/reservations: the reservation and, when its terms ask a deposit, the payment slip. */
export const placedReservationView = object({ ...reservationFields, payment: nullable(paymentSlipView) });

export const reservationDetailView = object({
  ...reservationFields,
  mails: array(
    object({
      id: text,
      to: text,
      subject: text,
      kind: text,
      status: enums(['pending', 'queued', 'sending', 'sent', 'failed']),
      createdAt: text,
      sentAt: nullableText,
    }),
  ),
});

/** Every refusal: `{ statusCode, message }` in Serbian, and the field it is about; the door's scan refusals show the reservation. */
export const apiErrorView = object({
  statusCode: number(),
  message: text,
  field: optional(text),
  errors: optional(array(object({ field: text, message: text }))),
  correlationId: optional(text),
  reservation: optional(reservationView),
  ticket: optional(doorTicketView),
});

/** GET /api/door/tonight: tonight's door list (docs/door.md). */
export const doorNightView = object({
  clubId: text,
  club: text,
  night: text,
  asOf: text,
  reservations: array(
    object({
      _id: text,
      uniqueId: text,
      firstName: text,
      lastName: text,
      phone: text,
      persons: number(),
      tableId: text,
      tableName: text,
      eventTitle: text,
      status: enums(RESERVATION_STATUS_VALUES),
      arrivedPersons: nullable(number()),
      arrivedAt: nullableText,
      arrivedBy: nullableText,
      walkIn: boolean(),
      version: number(),
      attendance: nullable(enums(ATTENDANCE_VALUES)),
      doorToken: text,
      guest: optional(guestBadgeView),
      depositDue: nullable(object({ amount: number(), dueAt: text })),
    }),
  ),
  freeTables: array(object({ _id: text, name: text, maxPersons: number(), area: text })),
  offeredTables: array(object({ tableId: text, tableName: text, until: text })),
});

/** GET /api/reservations/{id}/door-code. */
export const doorCodeView = object({ _id: text, token: text, url: text, qr: text });

/** GET /api/door/code/{token}: the guest's page behind the QR code, nothing private on it. */
export const guestDoorCodeView = object({
  _id: text,
  uniqueId: text,
  clubId: text,
  club: text,
  date: text,
  eventTitle: text,
  tableName: text,
  persons: number(),
  status: enums(RESERVATION_STATUS_VALUES),
  arrivedPersons: nullable(number()),
  arrivedAt: nullableText,
  terms: nullable(reservationTermsView),
  depositDue: nullable(reservationDepositView),
});

export const contactMessageView = object({
  _id: text,
  name: text,
  email: text,
  theme: text,
  phone: text,
  message: text,
  clubId: nullableText,
  sentAt: text,
});

const socialMediaLink = object({ name: text, link: text });

export const siteDataView = object({
  _id: text,
  updatedAt: nullableText,
  name: text,
  location: text,
  type: text,
  description: text,
  email: text,
  mobile: text,
  mobile2: text,
  socialMedia: array(socialMediaLink),
  workingHours: array(object({ _id: optional(text), day: text, from: text, to: text, closed: boolean(), alwaysOpen: boolean() })),
});

export const venueWorkingHoursView = object({
  _id: text,
  day: text,
  dayIndex: number(),
  from: text,
  to: text,
  closed: boolean(),
  alwaysOpen: boolean(),
  endsNextDay: boolean(),
});

export const venueTableView = object({
  _id: text,
  name: text,
  maxPersons: text,
  area: text,
  clubId: text,
  version: nullable(number()),
  free: optional(boolean()),
});

export const sliderImageView = object({ name: enums(SLIDER_SLOTS), link: text, smallLink: text });

export const venueView = object({
  _id: text,
  uniqueId: text,
  name: text,
  location: text,
  type: text,
  description: text,
  descriptionEn: nullableText,
  email: text,
  phone: text,
  phone2: text,
  socialMedia: array(socialMediaLink),
  city: text,
  color: text,
  rang: enums(VENUE_RANGS),
  tableHoldUntil: nullableText,
  tableHoldAfterStartMinutes: number(),
  reminderTime: text,
  waitlistOfferMinutes: number(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  paymentAccount: nullableText,
  payeeName: text,
  payeePlace: text,
  depositHoldMinutes: number(),
  ticketHoldMinutes: number(),
  ticketCancelHours: nullable(number()),
  status: enums(VENUE_STATUSES),
  clubLogo: nullableText,
  lightLogo: nullableText,
  profileImage: nullableText,
  clubMap: nullableText,
  smallImages: object({ clubLogo: nullableText, lightLogo: nullableText, profileImage: nullableText, clubMap: nullableText }),
  sliderImages: array(sliderImageView),
  workingHours: array(venueWorkingHoursView),
  manager: nullableText,
  createdAt: text,
  updatedAt: text,
  version: nullable(number()),
});

export const venueListItemView = object({ _id: text, name: text });

export const venueManagerView = object({
  _id: text,
  firstName: text,
  lastName: text,
  mobilePhone: text,
  email: text,
  status: boolean(),
  clubId: nullableText,
});

export const menuSubcategoryView = object({ _id: text, name: text, nameEn: nullableText, categoryId: text, itemCount: number() });
export const menuCategoryView = object({ _id: text, name: text, nameEn: nullableText, clubId: text, subcategories: array(menuSubcategoryView), itemCount: number() });
export const menuItemView = object({
  _id: text,
  name: text,
  nameEn: nullableText,
  price: number(),
  categoryId: text,
  subCategoryId: text,
  category: text,
  subCategory: text,
  clubId: text,
});

const keysOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as K[];

export const historyEntryView = object({
  _id: text,
  occurredAt: text,
  type: text,
  kind: enums(keysOf(HISTORY_KINDS)),
  entityType: enums(keysOf(HISTORY_ENTITY_TYPES)),
  entityId: text,
  entityLabel: text,
  clubId: nullableText,
  actor: object({ kind: enums(['user', 'guest', 'system', 'integration']), id: nullableText, role: nullableText, clubId: nullableText, name: text }),
  changes: array(object({ field: text, label: text, before: nullableText, after: nullableText })),
  via: nullableText,
  correlationId: text,
  summary: text,
});

const tableAtNight = { tableId: text, name: text, maxPersons: text, area: text };

export const historyNightView = object({
  clubId: text,
  at: text,
  night: text,
  tables: array(
    object({
      ...tableAtNight,
      reservation: nullable(object({ _id: text, uniqueId: text, name: text, status: text, persons: number() })),
    }),
  ),
});

export const historyStateView = object({
  clubId: text,
  at: text,
  what: enums(keysOf(HISTORY_STATE_SUBJECTS)),
  menu: optional(
    object({
      categories: array(
        object({
          _id: text,
          name: text,
          subcategories: array(object({ _id: text, name: text, items: array(object({ _id: text, name: text, price: number() })) })),
        }),
      ),
    }),
  ),
  hours: optional(array(object({ day: text, dayIndex: number(), from: text, to: text, closed: boolean(), alwaysOpen: boolean() }))),
  tables: optional(array(object(tableAtNight))),
  floor: optional(
    nullable(
      object({
        ...floorFrame,
        tables: array(
          object({
            _id: text,
            zoneId: nullableText,
            shape: enums(TABLE_SHAPES),
            x: number(),
            y: number(),
            width: number(),
            height: number(),
            rotation: number(),
            minPersons: number(),
            maxPersons: number(),
          }),
        ),
      }),
    ),
  ),
});

const publicReservation = object({
  reservationId: text,
  code: text,
  venueId: text,
  venueName: text,
  tableId: text,
  tableName: text,
  night: text,
  eventId: nullableText,
  eventTitle: text,
  persons: number(),
  status: enums(RESERVATION_STATUS_VALUES),
  placedAt: text,
  version: number(),
  guest: optional(object({ firstName: text, lastName: text, email: text, phone: text })),
});

const publicNightlifeEvent = object({
  eventId: text,
  venueId: text,
  title: text,
  description: text,
  type: text,
  night: text,
  startsAt: text,
  endsAt: nullableText,
  ticketPrice: text,
  performers: array(text),
  imageUrl: nullableText,
});

const publicGuestListEntry = object({
  entryId: text,
  listId: text,
  venueId: text,
  night: text,
  promoterId: nullableText,
  guest: optional(object({ firstName: text, lastName: text, email: text, phone: text })),
});

const reservationOnly = object({ reservation: publicReservation });
const eventOnly = object({ event: publicNightlifeEvent });

/** Each public event type's `data`. */
const publicEventData = {
  'reservation.placed': reservationOnly,
  'reservation.confirmed': reservationOnly,
  'reservation.rejected': reservationOnly,
  'reservation.cancelled': object({ reservation: publicReservation, cancelledBy: enums(['guest', 'venue']) }),
  'reservation.changed': object({ reservation: publicReservation, changed: array(text) }),
  'reservation.arrived': object({ reservation: publicReservation, arrivedPersons: number(), arrivedAt: text, walkIn: boolean() }),
  'reservation.no-show': object({ reservation: publicReservation, released: boolean() }),
  'reservation.deposit': object({ reservation: publicReservation, deposit: object({ amount: number(), state: enums(DEPOSIT_STATES), paidAmount: nullable(number()) }) }),
  'event.published': eventOnly,
  'event.changed': eventOnly,
  'event.cancelled': object({ eventId: text, venueId: text }),
  'venue.changed': object({
    venueId: text,
    change: enums(['registered', 'approved', 'details', 'images', 'working-hours', 'tables', 'deleted']),
    name: optional(text),
    tableId: optional(text),
  }),
  'menu.changed': object({
    venueId: text,
    change: enums(['category', 'subcategory', 'item']),
    action: enums(['added', 'changed', 'deleted']),
    id: text,
    name: optional(text),
    price: optional(number()),
  }),
  'guest-list.signed-up': object({ entry: publicGuestListEntry, plusOnes: number(), signedUpAt: text, again: boolean() }),
  'guest-list.arrived': object({ entry: publicGuestListEntry, arrivedPersons: number(), arrivedAt: text }),
} satisfies { [Type in PublicEventType]: Struct<PublicEventData[Type], unknown> };

const envelopeOf = <Type extends PublicEventType>(type: Type) =>
  object({
    id: text,
    type: literal(type),
    schemaVersion: number(),
    occurredAt: text,
    position: text,
    venueId: text,
    data: publicEventData[type] as unknown as Struct<PublicEventData[Type], null>,
  });

const envelopes = PUBLIC_EVENT_TYPES.map(envelopeOf);

/**
 * One public event (feed, stream, webhook body): which `data` it has is told by `type`. (The map
 * over the types loses each envelope's own type, so the union is said to be PublicEvent.)
 */
const anyEnvelope = union(envelopes as [(typeof envelopes)[number], ...(typeof envelopes)[number][]]) as unknown as Struct<PublicEvent, null>;
export const publicEventView = described(anyEnvelope, {
  oneOf: envelopes.map((envelope) => toJsonSchema(envelope)),
});

export const feedPageView = object({ events: array(publicEventView), next: nullableText });

export const integrationKeyView = object({
  _id: text,
  name: text,
  clubId: nullableText,
  prefix: text,
  createdAt: text,
  createdBy: text,
  revokedAt: nullableText,
  lastUsedAt: nullableText,
});
export const createdIntegrationKeyView = object({ _id: text, key: text });

export const webhookView = object({
  _id: text,
  url: text,
  types: array(enums(PUBLIC_EVENT_TYPES)),
  keyId: text,
  clubId: nullableText,
  status: enums(['active', 'disabled']),
  disabledReason: nullableText,
  createdAt: text,
});
export const createdWebhookView = object({ _id: text, secret: text });

export const webhookDeliveryView = object({
  _id: text,
  eventId: text,
  type: enums(PUBLIC_EVENT_TYPES),
  position: text,
  status: enums(['pending', 'sending', 'delivered', 'failed']),
  attempts: array(object({ attemptedAt: text, statusCode: nullable(number()), durationMs: number(), error: nullableText, responseExcerpt: text })),
  createdAt: text,
  deliveredAt: nullableText,
  nextAttemptAt: nullableText,
});

/** A dashboard's live push (SSE `reservation` events of the live channel). */
export const liveReservationChangeView = object({
  type: literal('reservation'),
  position: text,
  version: number(),
  deleted: boolean(),
  reservation: reservationView,
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

/** A row of the person's data as the read model holds it (names as the API's views name them). */
const personalRow = record(string(), unknown());

/** GET /api/privacy/export/{token}, GET /api/privacy/me/export: everything Izlazak holds about one person. */
export const personalDataExportView = object({
  email: text,
  exportedAt: text,
  account: nullable(personalRow),
  reservations: array(personalRow),
  waitlistEntries: array(personalRow),
  guestListEntries: array(personalRow),
  /** The ticket orders bought with the address, and the tickets held under it (a friend's, passed on to them, too). */
  ticketOrders: array(personalRow),
  tickets: array(personalRow),
  /** Their places on the events' ticket waiting lists ('Obavesti me'): venue, event, night, tier, quantity, status (an offer's too), when joined. */
  ticketWaitlist: array(personalRow),
  contactMessages: array(personalRow),
  newsletter: nullable(personalRow),
  venueNotes: array(personalRow),
});
export type PersonalDataExport = Infer<typeof personalDataExportView>;

/**
 * POST /api/privacy/erase/{token}, POST /api/privacy/me/erase, POST /api/admin/privacy/erase: the
 * erasure is a job, started; `statusUrl` (the link's, or the admin's by `requestId`) tells when it is done.
 */
export const erasureStartedView = object({ message: text, status: literal('pending'), requestId: optional(text), statusUrl: optional(text) });
export type ErasureStartedView = Infer<typeof erasureStartedView>;

/** GET /api/privacy/erase/{token}/status, GET /api/admin/privacy/erasures/{requestId}: where an erasure stands. */
export const erasureStatusView = object({ status: enums(['pending', 'done', 'failed']), message: text });
export type ErasureStatusView = Infer<typeof erasureStatusView>;

/**
 * 202 of a command whose read models had not shown it yet when it answered (docs/architecture.md): it
 * stands; `location` (when named) shows what it made, read with `X-Izlazak-After: <position>`.
 */
export const acceptedWhileLateView = object({ statusCode: literal(202), message: text, position: text, location: optional(text) });
export type AcceptedWhileLateView = Infer<typeof acceptedWhileLateView>;

/** Compiles only while every view struct describes exactly its TypeScript view type. */
export type ViewTypesMatch = [
  Holds<Same<Infer<typeof apiErrorView>, ApiError>>,
  Holds<Same<Infer<typeof userView>, UserView>>,
  Holds<Same<Infer<typeof loginView>, LoginResponse>>,
  Holds<Same<Infer<typeof paginationData>, PaginationData>>,
  Holds<Same<Infer<ReturnType<typeof paged<CouponView, unknown>>>, Paged<CouponView>>>,
  Holds<Same<Infer<typeof couponView>, CouponView>>,
  Holds<Same<Infer<typeof eventView>, EventView>>,
  Holds<Same<Infer<typeof floorPlanView>, FloorPlanView>>,
  Holds<Same<Infer<typeof eventListView>, EventList>>,
  Holds<Same<Infer<typeof reservationView>, ReservationView>>,
  Holds<Same<Infer<typeof depositsView>, DepositsView>>,
  Holds<Same<Infer<typeof placedReservationView>, PlacedReservationView>>,
  Holds<Same<Infer<typeof reservationDetailView>, ReservationDetailView>>,
  Holds<Same<Infer<typeof doorNightView>, DoorNightView>>,
  Holds<Same<Infer<typeof doorCodeView>, DoorCodeView>>,
  Holds<Same<Infer<typeof guestDoorCodeView>, GuestDoorCodeView>>,
  Holds<Same<Infer<typeof contactMessageView>, ContactMessageView>>,
  Holds<Same<Infer<typeof siteDataView>, SiteData>>,
  Holds<Same<Infer<typeof venueWorkingHoursView>, VenueWorkingHoursEntry>>,
  Holds<Same<Infer<typeof venueTableView>, VenueTableView>>,
  Holds<Same<Infer<typeof sliderImageView>, SliderImageView>>,
  Holds<Same<Infer<typeof venueView>, VenueView>>,
  Holds<Same<Infer<typeof venueListItemView>, VenueListItem>>,
  Holds<Same<Infer<typeof venueManagerView>, VenueManagerView>>,
  Holds<Same<Infer<typeof menuSubcategoryView>, MenuSubcategoryView>>,
  Holds<Same<Infer<typeof menuCategoryView>, MenuCategoryView>>,
  Holds<Same<Infer<typeof menuItemView>, MenuItemView>>,
  Holds<Same<Infer<typeof historyEntryView>, HistoryEntry>>,
  Holds<Same<Infer<typeof historyNightView>, HistoryNight>>,
  Holds<Same<Infer<typeof historyStateView>, HistoryState>>,
  Holds<Same<Infer<typeof feedPageView>, FeedPage>>,
  Holds<Same<Infer<typeof integrationKeyView>, IntegrationKeyView>>,
  Holds<Same<Infer<typeof createdIntegrationKeyView>, CreatedIntegrationKey>>,
  Holds<Same<Infer<typeof webhookView>, WebhookView>>,
  Holds<Same<Infer<typeof createdWebhookView>, CreatedWebhook>>,
  Holds<Same<Infer<typeof webhookDeliveryView>, WebhookDeliveryView>>,
  Holds<Same<Infer<typeof liveReservationChangeView>, LiveReservationChange>>,
];
