import {
  LANGUAGE_NAMES,
  STATUS_MESSAGES,
  said,
  type Said,
  formatAccount,
  termsText,
  type HistoryEntityType,
  type HistoryKind,
  type ReservationStatus,
  type SpentItem,
} from '@izlazak/contracts';
import { subscriberDigest } from '#platform/privacy/person-erased';
import type { CouponDetails } from '../../coupons/domain/coupon.decider';
import type { TableForm, TablePlace } from '../../floor/domain/floor.decider';
import type { NightlifeEventDetails } from '../../events/domain/nightlife-event.decider';
import type { UserRegisteredData } from '../../identity/domain/user/user.events';
import type { MenuItemDetails } from '../../menu/domain/menu/menu.events';
import type { TermsRule, VenueTerms } from '../../money/domain/terms.decider';
import type { PrivacyRequestChannel, PrivacyRequestKind } from '../../privacy/domain/privacy-request.decider';
import type { Guest, Reservation } from '../../reservations/domain/table-night';
import type { TicketBuyer, TicketTier } from '../../tickets/domain/ticket-sales/ticket-sales.events';
import type { TableDetails } from '../../venues/domain/table.decider';
import type { VenueDetails, WorkingHoursDay } from '../../venues/domain/venue.events';
import type { JoinedEntry } from '../../waitlist/domain/waitlist/waitlist.events';
import type { HistoryEvent, HistoryEventType } from './history-events';

/** One field of an entity as the history shows it: its label (a message, worded when read) and a display value. */
export interface Field {
  key: string;
  label: string;
  value: string;
  /** A guest's e-mail or phone: shown only to those who may see the record. */
  personal?: boolean;
  /** The value is a message (a status 'status.complete', 'history.value.yes'), worded when read. */
  named?: boolean;
}

/** What a domain event did, in the history's words; the projector diffs `fields` against the entity's last known state. */
export interface Description {
  entity: {
    type: HistoryEntityType;
    id: string;
    /** The venue the entity belongs to; omitted: as last known. */
    clubId?: string | null;
    /** Whose record it is (a reservation's or an account's user); omitted: as last known. */
    ownerId?: string | null;
    /** How the sentence names it (a reservation's number, a table's name); omitted: as last known. */
    label?: string;
  };
  kind: HistoryKind;
  /**
   * The sentence, named (`history.action.*`, a Said with its values): '{actor} promenio status
   * rezervacije {label}', worded in the reader's language when the entry is read.
   */
  action: Said;
  /** The field the action already names: its change reads without its label. */
  namesField?: string;
  /** The fields the event sets; the others keep their last known values. */
  fields?: Field[];
}

/** Names of other entities as the read model last knew them (a menu category, a venue, a manager). */
export interface Names {
  nameOf(type: HistoryEntityType, id: string | null): Promise<string>;
}

type Describer<Event extends HistoryEvent> = (data: Event['data'], names: Names) => Description | null | Promise<Description | null>;

export type Describers = { [Type in HistoryEventType]: Describer<Extract<HistoryEvent, { type: Type }>> };

// ---------------------------------------------------------------------------------------------
// Display values

/** A role as a field's value: its message, worded when read. */
const ROLE_VALUES: Record<string, Said> = {
  admin: 'history.role.admin',
  manager: 'history.role.manager',
  staff: 'history.role.staff',
  user: 'history.role.user',
  promoter: 'history.role.promoter',
};
const roleLabel = (role: string | null | undefined) => (role ? (ROLE_VALUES[role] ? named(ROLE_VALUES[role]) : role) : '');

/** A value that is one of the product's words, not the user's: a message, worded in the reader's language. */
interface Named {
  said: Said;
}
const named = (id: Said): Named => ({ said: id });
const yesNo = (value: boolean) => named(value ? 'history.value.yes' : 'history.value.no');
/** yyyy-MM-dd → dd.MM.yyyy */
export const displayDate = (night: string) => (/^\d{4}-\d{2}-\d{2}$/.test(night) ? night.split('-').reverse().join('.') : night);
const rsd = (price: number) => `${new Intl.NumberFormat('sr-RS', { maximumFractionDigits: 2 }).format(price)} RSD`;
const statusOfVenue = (status: string) => named(status === 'approved' ? 'history.value.approved' : 'status.pending');
const statusOfReservation = (status: string) => {
  const id = STATUS_MESSAGES[status as ReservationStatus];
  return id ? named(id) : status;
};

function field(key: string, label: Said, value: string | number | boolean | Named | null | undefined, personal = false): Field {
  const shown = typeof value === 'boolean' ? yesNo(value) : value;
  if (typeof shown === 'object' && shown !== null) return { key, label, value: shown.said, named: true };
  return { key, label, value: shown == null ? '' : String(shown), ...(personal ? { personal } : {}) };
}

/** The spend's menu items as recorded: '2 × Vodka 0,7 (9.000 RSD)'; none for a bare amount. */
const spentItemsField = (items: readonly SpentItem[] | undefined) =>
  items?.length ? [field('spendItems', 'history.field.items', items.map((item) => `${item.quantity} × ${item.name} (${rsd(item.price)})`).join(', '))] : [];

function hoursOf(day: WorkingHoursDay | undefined): string | Named {
  if (!day) return named('history.value.notEntered');
  if (day.closed) return named('history.value.closed');
  if (day.alwaysOpen) return named('history.value.nonStop');
  return day.from || day.to ? `${day.from}–${day.to}` : named('history.value.notEntered');
}

/** Monday first, as the week reads in Serbia. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** A day (index as Date#getDay) as `history.field.hoursOfDay` selects it. */
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const venueDetailFields = (d: VenueDetails): Field[] => [
  field('name', 'history.field.name', d.name),
  field('location', 'history.field.address', d.location),
  field('city', 'history.field.city', d.city),
  field('type', 'history.field.type', d.type),
  field('description', 'history.field.description', d.description),
  field('descriptionEn', 'history.field.descriptionEn', d.descriptionEn ?? ''),
  field('email', 'history.field.email', d.email),
  field('phone', 'history.field.phone', d.phone),
  field('phone2', 'history.field.phone2', d.phone2),
  field('socialMedia', 'history.field.socialMedia', d.socialMedia.map((s) => `${s.name}: ${s.link}`).join(', ')),
  field('color', 'history.field.color', d.color),
  field('rang', 'history.field.rang', d.rang),
];

const tableFields = (t: TableDetails): Field[] => [
  field('name', 'history.field.name', t.name),
  field('maxPersons', 'history.field.seats', t.maxPersons),
  field('area', 'history.field.zone', t.area),
];

async function menuItemFields(item: MenuItemDetails, names: Names): Promise<Field[]> {
  return [
    field('name', 'history.field.name', item.name),
    field('nameEn', 'history.field.nameEn', item.nameEn ?? ''),
    field('price', 'history.field.price', rsd(item.price)),
    field('category', 'history.field.category', await names.nameOf('menu-category', item.categoryId)),
    field('subcategory', 'history.field.subcategory', await names.nameOf('menu-subcategory', item.subCategoryId)),
  ];
}

const eventFields = (d: NightlifeEventDetails, image: { name: string } | null): Field[] => [
  field('title', 'history.field.name', d.title),
  field('titleEn', 'history.field.nameEn', d.titleEn ?? ''),
  field('type', 'history.field.type', d.type),
  field('description', 'history.field.description', d.description),
  field('descriptionEn', 'history.field.descriptionEn', d.descriptionEn ?? ''),
  field('dateOfEvent', 'history.field.date', displayDate(d.dateOfEvent)),
  field('startTime', 'history.field.start', d.startTime),
  field('endTime', 'history.field.end', d.endTime),
  field('ticketPrice', 'history.field.ticketPrice', d.ticketPrice ? `${d.ticketPrice} RSD` : ''),
  field('priority', 'history.field.priority', d.priority),
  field('gallery', 'history.field.gallery', d.gallery.join(', ')),
  field('possibilityOfShowing', 'history.field.showing', d.possibilityOfShowing.join(', ')),
  field('performers', 'history.field.performers', (d.performers ?? []).join(', ')),
  field('image', 'history.field.image', image?.name ?? ''),
];

const placeText = ({ x, y, rotation }: TablePlace) => `x ${x}, y ${y}${rotation ? `, ${rotation}°` : ''}`;
/** 'okrugli 2 × 2, 2–4 osobe': the shape, the size and the persons, by CLDR's plurals. */
const formText = ({ shape, width, height, minPersons, maxPersons }: TableForm) =>
  named(said('history.value.tableForm', { shape, width, height, min: minPersons, max: maxPersons }));
/** 'Marko (menadžer) pomerio Separe 3': the plan's entries name the table or zone they are about. */
const floorPlan = (clubId: string, label: string, action: string): Description => ({ entity: { type: 'floor', id: clubId, clubId, label }, kind: 'changed', action });

const couponFields = (d: CouponDetails): Field[] => [
  field('name', 'history.field.couponName', d.name),
  field('code', 'history.field.couponCode', d.code),
  field('limit', 'history.field.limit', d.limit),
  field('discount', 'history.field.discount', `${d.discount}%`),
  field('startDate', 'history.field.validFrom', displayDate(d.startDate)),
  field('endDate', 'history.field.validUntil', displayDate(d.endDate)),
  field('active', 'history.field.active', d.active),
];

async function accountFields(user: UserRegisteredData, names: Names): Promise<Field[]> {
  return [
    field('firstName', 'history.field.firstName', user.firstName),
    field('lastName', 'history.field.lastName', user.lastName),
    field('email', 'history.field.email', user.email, true),
    field('mobilePhone', 'history.field.phone', user.mobilePhone, true),
    field('role', 'history.field.role', roleLabel(user.role)),
    field('club', 'history.field.venue', user.clubId ? await names.nameOf('venue', user.clubId) : ''),
    field('status', 'history.field.active', user.status),
    field('isVerified', 'history.field.emailConfirmed', user.isVerified),
  ];
}

/** A guest as a reservation or the waitlist names them: the phone and e-mail are personal. */
const guestFields = (g: Guest): Field[] => [
  field('guest', 'history.field.guest', `${g.firstName} ${g.lastName}`),
  field('phone', 'history.field.phone', g.phone, true),
  field('email', 'history.field.email', g.email, true),
];

const reservationFields = (r: Reservation): Field[] => [
  ...guestFields(r),
  field('table', 'history.field.table', r.tableName),
  field('night', 'history.field.night', displayDate(r.night)),
  field('event', 'history.field.event', r.eventTitle),
  field('persons', 'history.field.persons', r.persons),
  field('status', 'history.field.status', statusOfReservation(r.status)),
];

/** An entity of a venue (or of none: null); `label` omitted: as last known. */
const ofVenue = (type: HistoryEntityType, id: string, clubId: string | null, label?: string): Description['entity'] => ({
  type,
  id,
  clubId,
  ...(label === undefined ? {} : { label }),
});

const described = (entity: Description['entity'], kind: HistoryKind, action: string, fields?: Field[], namesField?: string): Description => ({
  entity,
  kind,
  action,
  ...(namesField ? { namesField } : {}),
  ...(fields ? { fields } : {}),
});

const reservation = (r: Reservation, kind: HistoryKind, action: string, namesField?: string): Description => ({
  entity: { type: 'reservation', id: r.reservationId, clubId: r.clubId, ownerId: r.userId, label: r.uniqueId },
  kind,
  action,
  ...(namesField ? { namesField } : {}),
  fields: reservationFields(r),
});

const user = (userId: string, kind: HistoryKind, action: string, fields?: Field[], namesField?: string): Description =>
  described({ type: 'user', id: userId, ownerId: userId }, kind, action, fields, namesField);

const waitlistFields = (e: JoinedEntry, night: string): Field[] => [
  ...guestFields(e),
  field('night', 'history.field.night', displayDate(night)),
  field('persons', 'history.field.persons', e.persons),
  field('zone', 'history.field.zone', e.zoneName ?? named('history.value.anyZone')),
];

/** A guest of a night's waitlist; its offers read as changes of its state ('Stanje'). */
const waitlistEntry = (d: { entryId: string; clubId: string }, kind: HistoryKind, action: string, fields?: Field[], namesField?: string): Description =>
  described(ofVenue('waitlist-entry', d.entryId, d.clubId), kind, action, fields, namesField);
const waitlistState = (state: Said, ...more: Field[]) => [field('state', 'history.field.state', named(state)), ...more];
const belgradeClock = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** A name on a guest list, known by the guest's name (as a waitlist entry). */
const listEntry = (
  d: { entryId: string; clubId: string; guest?: { firstName: string; lastName: string } },
  kind: HistoryKind,
  action: string,
  fields: Field[],
  namesField?: string,
): Description =>
  described(ofVenue('guest-list-entry', d.entryId, d.clubId, d.guest ? `${d.guest.firstName} ${d.guest.lastName}`.trim() : undefined), kind, action, fields, namesField);
const listEntryFields = (d: { guest: Guest | { firstName: string; lastName: string; phone: string; email: string | null }; night: string; plusOnes: number }): Field[] => [
  field('guest', 'Gost', `${d.guest.firstName} ${d.guest.lastName}`.trim()),
  field('phone', 'Telefon', d.guest.phone, true),
  field('email', 'Email', d.guest.email, true),
  field('night', 'Noć', displayDate(d.night)),
  field('plusOnes', 'Pratioci (+N)', d.plusOnes),
];

/** A subscriber is known by a digest of the address: the address itself is personal data. */
export const subscriberId = subscriberDigest;

/** dd.MM.yyyy HH:mm in Belgrade. */
const belgradeDateTime = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};
/** An event's tiers as one line each: 'Early bird: 1.000 RSD, 100 kom., najviše 4 po porudžbini'. */
const tierLine = (tier: TicketTier) =>
  [
    `${tier.name}: ${tier.price > 0 ? rsd(tier.price) : 'besplatna'}, ${tier.capacity} kom., najviše ${tier.maxPerOrder} po porudžbini`,
    tier.salesStart ? `prodaja od ${belgradeDateTime(tier.salesStart)}` : '',
    tier.salesEnd ? `do ${belgradeDateTime(tier.salesEnd)}` : '',
    tier.opensAfter ? 'posle rasprodaje prethodne' : '',
  ]
    .filter(Boolean)
    .join(', ');

/** An order of tickets as the history names it: its number, and its buyer (phone and e-mail are personal). */
const ticketOrder = (orderId: string, clubId: string, kind: HistoryKind, action: string, fields?: Field[], namesField?: string, number?: string) =>
  described(ofVenue('ticket-order', orderId, clubId, number), kind, action, fields, namesField);

/**
 * A ticket's holder or a waiting buyer, as a value of its own in a named value ('{from} → {to}'):
 * an erasure forgets one person's side of it and not the other's (history.projector.ts).
 */
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

const buyerFields = (buyer: TicketBuyer): Field[] => [
  field('guest', 'Kupac', `${buyer.firstName} ${buyer.lastName}`),
  field('phone', 'Telefon', buyer.phone, true),
  field('email', 'Email', buyer.email, true),
];

/** The request's name, as its entity is labelled (sr-Latn, as labels are stored). */
const PRIVACY_REQUEST_LABELS: Record<PrivacyRequestKind, string> = { export: 'Preuzimanje podataka', erasure: 'Brisanje podataka' };
const PRIVACY_REQUEST_MESSAGES: Record<PrivacyRequestKind, Said> = { export: 'history.value.exportRequest', erasure: 'history.value.erasureRequest' };
const PRIVACY_CHANNEL_MESSAGES: Record<PrivacyRequestChannel, Said> = {
  mail: 'history.value.channelMail',
  account: 'history.value.channelAccount',
  admin: 'history.value.channelAdmin',
};
/**
 * A person's request about their own data: who asked and when (the entry), how, and when it was
 * done (the entry of its state 'Preuzeto' or 'Obrisano'). The address is sealed in the event: after
 * the erasure and its rebuild it reads blank here too.
 */
const privacyRequest = (requestId: string, kind: HistoryKind, action: string, fields: Field[], label?: string): Description => ({
  entity: { type: 'privacy-request', id: requestId, clubId: null, ...(label ? { label } : {}) },
  kind,
  action,
  ...(kind === 'status' ? { namesField: 'state' } : {}),
  fields,
});

// ---------------------------------------------------------------------------------------------
// One describer per domain event type of every feature.

/** A deposit's step after the payment: refundDue and kept follow from the terms, refunded is the venue's hand. */
const DEPOSIT_STEP_TEXT = { refundDue: 'history.action.depositRefundDue', kept: 'history.action.depositKept', refunded: 'history.action.depositRefunded' } as const;

/** A venue's terms: its payment details, and every rule in one field, so a rule taken away shows too. */
async function termsFields(terms: VenueTerms, names: Names): Promise<Field[]> {
  const rules = await Promise.all(terms.rules.map(async (rule) => `${await ruleScope(rule, names)}: ${ruleValues(rule)}`));
  return [
    field('terms:account', 'history.field.depositAccount', terms.paymentAccount ? formatAccount(terms.paymentAccount) : ''),
    field('terms:payee', 'history.field.payee', [terms.payeeName, terms.payeePlace].filter(Boolean).join(', ')),
    field('terms:hold', 'history.field.depositHold', `${terms.depositHoldMinutes} min`),
    field('terms:confirmOnDeposit', 'history.field.confirmOnDeposit', terms.confirmOnDeposit ?? true),
    field('terms:rules', 'history.field.terms', rules.join(' | ')),
  ];
}

async function ruleScope(rule: TermsRule, names: Names): Promise<string> {
  const where = rule.tableId ? `sto ${await names.nameOf('table', rule.tableId)}` : rule.zone ? `zona ${rule.zone}` : 'svi stolovi';
  const when = rule.eventId ? `, događaj ${await names.nameOf('event', rule.eventId)}` : rule.night ? `, noć ${rule.night.split('-').reverse().join('.')}` : '';
  return `${where}${when}`;
}

function ruleValues(rule: TermsRule): string {
  const { conditions, cancellation } = termsText({ ...rule, scope: { zone: rule.zone, tableId: rule.tableId, night: rule.night, eventId: rule.eventId } });
  return [conditions.join(', ') || 'bez uslova', cancellation].filter(Boolean).join('. ');
}

export const DESCRIBERS: Describers = {
  // identity
  UserRegistered: async (data, names) => ({
    ...user(data.userId, 'created', 'history.action.accountCreated', await accountFields(data, names)),
    entity: { type: 'user', id: data.userId, ownerId: data.userId, clubId: data.clubId, label: `${data.firstName} ${data.lastName}` },
  }),
  VerificationRequested: (data) => user(data.userId, 'other', 'history.action.verificationRequested'),
  UserVerified: (data) => user(data.userId, 'changed', 'history.action.emailConfirmed', [field('isVerified', 'history.field.emailConfirmed', true)]),
  PasswordResetRequested: (data) => user(data.userId, 'other', 'history.action.passwordResetRequested'),
  // Never a value: only that it changed.
  PasswordChanged: (data) => user(data.userId, 'changed', 'history.action.passwordChanged'),
  UserProfileChanged: (data) => ({
    ...user(data.userId, 'changed', 'history.action.accountEdited', [
      field('firstName', 'history.field.firstName', data.firstName),
      field('lastName', 'history.field.lastName', data.lastName),
      field('mobilePhone', 'history.field.phone', data.mobilePhone, true),
    ]),
    entity: { type: 'user', id: data.userId, ownerId: data.userId, label: `${data.firstName} ${data.lastName}` },
  }),
  EmailChangeRequested: (data) => user(data.userId, 'other', 'history.action.emailChangeRequested', [field('pendingEmail', 'history.field.newEmail', data.email, true)]),
  UserEmailChanged: (data) => user(data.userId, 'changed', 'history.action.emailChanged', [field('email', 'history.field.email', data.email, true)], 'email'),
  UserRoleChanged: async (data, names) => ({
    ...user(data.userId, 'changed', 'history.action.roleChanged', [
      field('role', 'history.field.role', roleLabel(data.role)),
      field('club', 'history.field.venue', data.clubId ? await names.nameOf('venue', data.clubId) : ''),
    ]),
    entity: { type: 'user', id: data.userId, ownerId: data.userId, clubId: data.clubId },
  }),
  UserStatusChanged: (data) => user(data.userId, 'status', 'history.action.accountStatusChanged', [field('status', 'history.field.active', data.status)], 'status'),
  UserDeleted: (data) => user(data.userId, 'deleted', 'history.action.accountDeleted'),
  // The owner's own preference, not a change of the account anyone manages.
  UserLocaleChosen: () => null,
  // Bookkeeping that keeps addresses and usernames unique; the change itself is the account's event.
  IdentityClaimed: () => null,
  IdentityReleased: () => null,

  // site
  SiteDataChanged: (data) => ({
    entity: { type: 'site', id: 'site', clubId: null, label: '' },
    kind: 'changed',
    action: 'history.action.siteEdited',
    fields: [
      field('name', 'history.field.name', data.name),
      field('location', 'history.field.location', data.location),
      field('type', 'history.field.type', data.type),
      field('description', 'history.field.description', data.description),
      field('email', 'history.field.email', data.email),
      field('mobile', 'history.field.phone', data.mobile),
      field('mobile2', 'history.field.phone2', data.mobile2),
      field('socialMedia', 'history.field.socialMedia', (data.socialMedia ?? []).map((s) => `${s.name}: ${s.link}`).join(', ')),
      field('workingHours', 'history.field.workingHours', (data.workingHours ?? []).map((d) => `${d.day} ${d.closed ? 'ne radi' : `${d.from}–${d.to}`}`).join(', ')),
    ],
  }),
  SiteSliderImagesChanged: (data) => ({
    entity: { type: 'site', id: 'site', clubId: null, label: '' },
    kind: 'changed',
    action: 'history.action.siteSliderChanged',
    fields: data.images.map((image) => field(`slider:${image.slot}`, said('history.field.slider', { slot: image.slot }), image.name)),
  }),
  ContactMessageSent: (data) => ({
    entity: { type: 'contact-message', id: data.messageId, clubId: data.clubId, ownerId: null, label: data.theme },
    kind: 'created',
    action: 'history.action.messageSent',
    fields: [
      field('name', 'history.field.firstName', data.name),
      field('email', 'history.field.email', data.email, true),
      field('phone', 'history.field.phone', data.phone, true),
      field('theme', 'history.field.theme', data.theme),
      field('message', 'history.field.message', data.message),
    ],
  }),
  SubscriberSubscribed: (data) => ({
    entity: { type: 'subscriber', id: subscriberId(data.email), clubId: null, ownerId: null, label: '' },
    kind: 'created',
    action: 'history.action.subscribed',
    fields: [field('email', 'history.field.email', data.email, true), field('locale', 'history.field.language', LANGUAGE_NAMES[data.locale ?? 'sr-Latn'].name)],
  }),
  SubscriberUnsubscribed: (data) => ({
    entity: { type: 'subscriber', id: subscriberId(data.email) },
    kind: 'deleted',
    action: 'history.action.unsubscribed',
  }),
  SubscriberLanguageChanged: (data) => ({
    entity: { type: 'subscriber', id: subscriberId(data.email) },
    kind: 'changed',
    action: 'history.action.subscriptionLanguageChanged',
    fields: [field('locale', 'history.field.language', LANGUAGE_NAMES[data.locale].name)],
  }),

  // venues
  VenueRegistered: async (data, names) => ({
    entity: { type: 'venue', id: data.clubId, clubId: data.clubId, label: data.details.name },
    kind: 'created',
    action: data.status === 'pending' ? 'history.action.venueSignedUp' : 'history.action.venueAdded',
    fields: [
      ...venueDetailFields(data.details),
      field('status', 'history.field.status', statusOfVenue(data.status)),
      field('manager', 'history.field.manager', await names.nameOf('user', data.managerId)),
    ],
  }),
  VenueApproved: (data) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'status', 'history.action.venueApproved', [field('status', 'history.field.status', statusOfVenue('approved'))], 'status'),
  VenueDetailsChanged: (data) => described(ofVenue('venue', data.clubId, data.clubId, data.details.name), 'changed', 'history.action.venueEdited', venueDetailFields(data.details)),
  VenueImageChanged: (data) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'changed', 'history.action.venueImageChanged', [
      field(`image:${data.slot}`, said('history.field.imageSlot', { slot: data.slot }), data.image.name),
    ]),
  VenueSliderImagesChanged: (data) =>
    described(
      ofVenue('venue', data.clubId, data.clubId),
      'changed',
      'history.action.venueSliderChanged',
      data.images.map((image) => field(`slider:${image.slot}`, said('history.field.slider', { slot: image.slot }), image.name)),
    ),
  VenueWorkingHoursUpdated: (data) =>
    described(
      ofVenue('venue', data.clubId, data.clubId),
      'changed',
      'history.action.venueHoursChanged',
      WEEK.map((dayIndex) => field(`hours:${dayIndex}`, said('history.field.hoursOfDay', { day: DAY_NAMES[dayIndex] }), hoursOf(data.days.find((d) => d.dayIndex === dayIndex)))),
    ),
  VenueDeleted: (data) => described(ofVenue('venue', data.clubId, data.clubId), 'deleted', 'history.action.venueDeleted'),
  VenueTermsSet: async (data, names) => described(ofVenue('venue', data.clubId, data.clubId), 'changed', 'history.action.venueTermsChanged', await termsFields(data.terms, names)),
  CommissionRulesSet: (data) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'changed', 'history.action.venueCommissionsChanged', [
      field('perListGuest', 'history.field.perListGuest', data.perListGuest),
      field('perTable', 'history.field.perTable', data.perTable),
      field('spendPercent', 'history.field.spendPercent', data.spendPercent),
    ]),
  PromoterCommissionRulesSet: async (data, names) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'changed', said('history.action.promoterCommissionsChanged', { promoter: await names.nameOf('user', data.promoterId) }), [
      field(`promoter:${data.promoterId}:perListGuest`, 'history.field.perListGuest', data.perListGuest ?? named('history.value.asVenue')),
      field(`promoter:${data.promoterId}:perTable`, 'history.field.perTable', data.perTable ?? named('history.value.asVenue')),
      field(`promoter:${data.promoterId}:spendPercent`, 'history.field.spendPercent', data.spendPercent ?? named('history.value.asVenue')),
      field(`promoter:${data.promoterId}:leader`, 'history.field.teamLeader', data.leaderId ? await names.nameOf('user', data.leaderId) : named('history.value.noLeader')),
      field(`promoter:${data.promoterId}:leaderSharePercent`, 'history.field.leaderSharePercent', data.leaderSharePercent ?? named('history.value.leadsNoTeam')),
    ]),
  PromoterSettlementPaid: async (data, names) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'other', said('history.action.promoterSettlementPaid', { promoter: await names.nameOf('user', data.promoterId) }), [
      field(
        `settlement:${data.promoterId}:${data.from}:${data.to}:period`,
        'history.field.period',
        data.from === data.to ? displayDate(data.from) : `${displayDate(data.from)}–${displayDate(data.to)}`,
      ),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:commission`, 'history.field.commission', data.commission),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:leaderShare`, 'history.field.leaderShare', data.leaderShare),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:correction`, 'history.field.correction', data.correction),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:total`, 'history.field.paid', data.total),
    ]),

  // tables
  TableAdded: (data) => described(ofVenue('table', data.tableId, data.clubId, data.name), 'created', 'history.action.tableAdded', tableFields(data)),
  TableChanged: (data) => described(ofVenue('table', data.tableId, data.clubId, data.name), 'changed', 'history.action.tableEdited', tableFields(data)),
  TableRemoved: (data) => described(ofVenue('table', data.tableId, data.clubId), 'deleted', 'history.action.tableRemoved'),

  // menu
  MenuCategoryAdded: (data) =>
    described(ofVenue('menu-category', data.categoryId, data.clubId, data.name), 'created', 'history.action.menuCategoryAdded', [
      field('name', 'history.field.name', data.name),
      field('nameEn', 'history.field.nameEn', data.nameEn ?? ''),
    ]),
  MenuCategoryRenamed: (data) =>
    described(
      ofVenue('menu-category', data.categoryId, data.clubId, data.name),
      'changed',
      'history.action.menuCategoryRenamed',
      [field('name', 'history.field.name', data.name), field('nameEn', 'history.field.nameEn', data.nameEn ?? '')],
      'name',
    ),
  MenuCategoryDeleted: (data) => described(ofVenue('menu-category', data.categoryId, data.clubId), 'deleted', 'history.action.menuCategoryDeleted'),
  MenuSubcategoryAdded: async (data, names) =>
    described(ofVenue('menu-subcategory', data.subCategoryId, data.clubId, data.name), 'created', 'history.action.menuSubcategoryAdded', [
      field('name', 'history.field.name', data.name),
      field('nameEn', 'history.field.nameEn', data.nameEn ?? ''),
      field('category', 'history.field.category', await names.nameOf('menu-category', data.categoryId)),
    ]),
  MenuSubcategoryRenamed: (data) =>
    described(
      ofVenue('menu-subcategory', data.subCategoryId, data.clubId, data.name),
      'changed',
      'history.action.menuSubcategoryRenamed',
      [field('name', 'history.field.name', data.name), field('nameEn', 'history.field.nameEn', data.nameEn ?? '')],
      'name',
    ),
  MenuSubcategoryDeleted: (data) => described(ofVenue('menu-subcategory', data.subCategoryId, data.clubId), 'deleted', 'history.action.menuSubcategoryDeleted'),
  MenuItemAdded: async (data, names) =>
    described(ofVenue('menu-item', data.itemId, data.clubId, data.name), 'created', 'history.action.menuItemAdded', await menuItemFields(data, names)),
  MenuItemEdited: async (data, names) =>
    described(ofVenue('menu-item', data.itemId, data.clubId, data.name), 'changed', 'history.action.menuItemEdited', await menuItemFields(data, names)),
  MenuItemDeleted: (data) => described(ofVenue('menu-item', data.itemId, data.clubId), 'deleted', 'history.action.menuItemDeleted'),

  // events
  EventPublished: (data) =>
    described(ofVenue('event', data.eventId, data.clubId, data.details.title), 'created', 'history.action.eventPublished', eventFields(data.details, data.image)),
  EventChanged: (data) =>
    described(ofVenue('event', data.eventId, data.clubId, data.details.title), 'changed', 'history.action.eventEdited', eventFields(data.details, data.image)),
  EventDeleted: (data) => described(ofVenue('event', data.eventId, data.clubId), 'deleted', 'history.action.eventDeleted'),

  // reservations
  ReservationPlaced: (data) => reservation(data.reservation, 'created', 'history.action.reservationPlaced'),
  ReservationChanged: (data) =>
    data.changed.length === 1 && data.changed[0] === 'status'
      ? reservation(data.reservation, 'status', 'history.action.reservationStatusChanged', 'status')
      : reservation(data.reservation, 'changed', 'history.action.reservationEdited'),
  ReservationConfirmed: (data) => reservation(data.reservation, 'status', 'history.action.reservationStatusChanged', 'status'),
  ReservationRejected: (data) => reservation(data.reservation, 'status', 'history.action.reservationStatusChanged', 'status'),
  ReservationCancelled: (data) =>
    reservation(data.reservation, 'status', data.byGuest ? 'history.action.reservationCancelled' : 'history.action.reservationStatusChanged', 'status'),
  ReservationDeleted: (data) => ({ ...reservation(data.reservation, 'deleted', 'history.action.reservationDeleted'), fields: undefined }),
  // A move is three events on two streams in one correlation: it reads as its arrival, which
  // carries the new table or night; the start and the departure are its steps.
  ReservationMoveStarted: () => null,
  ReservationMovedOut: () => null,
  ReservationMovedIn: (data) => reservation(data.reservation, 'changed', 'history.action.reservationMoved'),
  ReservationMoveAbandoned: (data) => ({ ...reservation(data.reservation, 'other', 'history.action.reservationMoveAbandoned'), fields: undefined }),
  ReservationMailResent: (data) => ({ ...reservation(data.reservation, 'other', 'history.action.reservationMailResent'), fields: undefined }),
  ReservationArrived: (data) => ({
    ...reservation(data.reservation, 'status', 'history.action.reservationArrived', 'status'),
    fields: [...reservationFields(data.reservation), field('arrivedPersons', 'history.field.arrivedPersons', data.reservation.arrival?.persons ?? '')],
  }),
  ReservationWalkedIn: (data) => reservation(data.reservation, 'created', 'history.action.reservationWalkedIn'),
  ReservationPaymentReceived: (data) =>
    reservation(data.reservation, 'status', data.method ? said('history.action.depositTakenAtDoor', { method: data.method }) : 'history.action.depositMarkedPaid', 'status'),
  ReservationPaymentUndone: (data) => reservation(data.reservation, 'status', said('history.action.paymentUndone', { amount: data.amount }), 'status'),
  ReservationPaymentSettled: (data) => ({
    ...reservation(data.reservation, 'other', 'history.action.depositSettled'),
    fields: undefined,
  }),
  ReservationDepositChanged: (data) => reservation(data.reservation, 'status', DEPOSIT_STEP_TEXT[data.state], 'status'),
  ReservationSpendRecorded: (data) => ({
    ...reservation(data.reservation, 'changed', 'history.action.spendRecorded'),
    fields: [...reservationFields(data.reservation), field('spend', 'history.field.spend', data.amount), ...spentItemsField(data.reservation.spend?.items)],
  }),
  ReservationReminderSent: (data) => ({ ...reservation(data.reservation, 'other', 'history.action.reminderSent'), fields: undefined }),
  ReservationAttendanceConfirmed: (data) => ({
    ...reservation(data.reservation, 'changed', 'history.action.attendanceConfirmed'),
    fields: [...reservationFields(data.reservation), field('attendance', 'history.field.attendance', named('publicStatus.attendance.confirmed'))],
  }),
  ReservationAttendanceUnconfirmed: (data) => ({
    ...reservation(data.reservation, 'changed', 'history.action.attendanceUnconfirmed'),
    fields: [...reservationFields(data.reservation), field('attendance', 'history.field.attendance', named('publicStatus.attendance.unconfirmed'))],
  }),
  ReservationNoShow: (data) => reservation(data.reservation, 'status', data.released ? 'history.action.noShowReleased' : 'history.action.noShow', 'status'),
  // A waitlist offer's hold on the table: the waitlist's own events tell the offer, the claim its reservation.
  TableOfferHeld: () => null,
  TableOfferHoldEnded: () => null,

  // coupons
  CouponCreated: (data) => described(ofVenue('coupon', data.couponId, data.clubId, data.details.code), 'created', 'history.action.couponAdded', couponFields(data.details)),
  CouponChanged: (data) => described(ofVenue('coupon', data.couponId, data.clubId, data.details.code), 'changed', 'history.action.couponEdited', couponFields(data.details)),
  CouponDeleted: (data) => described(ofVenue('coupon', data.couponId, data.clubId), 'deleted', 'history.action.couponDeleted'),
  CouponRedeemed: (data) => described(ofVenue('coupon', data.couponId, data.clubId), 'other', 'history.action.couponRedeemed', [field('used', 'history.field.used', data.used)]),
  CouponReleased: (data) => described(ofVenue('coupon', data.couponId, data.clubId), 'other', 'history.action.couponReleased', [field('used', 'history.field.used', data.used)]),
  // The code index only keeps codes unique per venue; the coupon's own events tell the change.
  CouponCodeClaimed: () => null,
  CouponCodeFreed: () => null,

  // the floor plan: one entity per venue ('Raspored'); a table's or zone's change names it
  FloorPlanDrawn: (data) => ({
    ...floorPlan(data.clubId, '', 'history.action.floorDrawn'),
    fields: [field('size', 'history.field.size', `${data.width} × ${data.height}`), field('background', 'history.field.background', data.background)],
  }),
  FloorZoneAdded: (data) => ({
    ...floorPlan(data.clubId, data.name, 'history.action.floorZoneAdded'),
    fields: [field(`zone.${data.zoneId}`, 'history.field.zone', `${data.name} (${data.color})`)],
  }),
  FloorZoneRenamed: (data) => ({
    ...floorPlan(data.clubId, data.previousName, 'history.action.floorZoneEdited'),
    fields: [field(`zone.${data.zoneId}`, 'history.field.zone', `${data.name} (${data.color})`)],
  }),
  FloorZoneRemoved: (data) => ({ ...floorPlan(data.clubId, data.name, 'history.action.floorZoneRemoved'), fields: [field(`zone.${data.zoneId}`, 'history.field.zone', '')] }),
  FloorTablePlaced: (data) => ({
    ...floorPlan(data.clubId, data.tableName, 'history.action.floorTablePlaced'),
    fields: [field(`${data.tableId}.place`, 'history.field.place', placeText(data)), field(`${data.tableId}.form`, 'history.field.shape', formText(data))],
  }),
  FloorTableMoved: (data) => ({
    ...floorPlan(data.clubId, data.tableName, 'history.action.floorTableMoved'),
    fields: [field(`${data.tableId}.place`, 'history.field.place', placeText(data))],
  }),
  FloorTableReshaped: (data) => ({
    ...floorPlan(data.clubId, data.tableName, 'history.action.floorTableReshaped'),
    fields: [field(`${data.tableId}.form`, 'history.field.shape', formText(data))],
  }),

  // the waitlist: each guest of a night's list, and the offers of freed tables made to them
  // A guest list's names: signed up (again), let in at the door, a mistaken arrival taken back. The list itself is the venue's.
  GuestListOpened: (data) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'other', `otvorio listu ${data.terms.name}`, [
      field(`guestList:${data.listId}:night`, 'Noć liste', displayDate(data.night)),
      field(`guestList:${data.listId}:capacity`, 'Mesta na listi', data.terms.capacity),
      field(`guestList:${data.listId}:closesAt`, 'Lista se zatvara u', data.terms.closesAt),
    ]),
  GuestListSignedUp: (data) => listEntry(data, 'created', 'upisao na listu', [...listEntryFields(data), field('state', 'Stanje', 'Upisan')]),
  GuestListEntryChanged: (data) => listEntry(data, 'changed', 'ponovo upisao na listu', listEntryFields(data)),
  GuestListEntryArrived: (data) => listEntry(data, 'status', 'pustio sa liste', [field('state', 'Stanje', 'Ušli'), field('arrivedPersons', 'Ušlo osoba', data.persons)], 'state'),
  GuestListArrivalUndone: (data) =>
    listEntry(
      data,
      'status',
      `poništio ulazak sa liste (ušli u ${belgradeClock(data.arrivedAt)})`,
      [field('state', 'Stanje', 'Upisan'), field('arrivedPersons', 'Ušlo osoba', 0)],
      'state',
    ),
  WaitlistJoined: (data) => ({
    ...waitlistEntry(data, 'created', 'history.action.waitlistJoined', [
      ...waitlistFields(data.entry, data.night),
      ...waitlistState('history.value.waiting', field('position', 'history.field.position', data.position)),
    ]),
    entity: { type: 'waitlist-entry', id: data.entryId, clubId: data.clubId, ownerId: null, label: `${data.entry.firstName} ${data.entry.lastName}` },
  }),
  WaitlistEntryMoved: (data) => waitlistEntry(data, 'changed', 'history.action.waitlistMoved', [field('position', 'history.field.position', data.position)], 'position'),
  WaitlistEntryRemoved: (data) => waitlistEntry(data, 'status', 'history.action.waitlistRemoved', waitlistState('history.value.removed'), 'state'),
  WaitlistOfferMade: (data) =>
    waitlistEntry(
      data,
      'status',
      'history.action.waitlistOffered',
      waitlistState(
        'history.value.offered',
        field('table', 'history.field.table', data.offer.tableName),
        field('until', 'history.field.offerUntil', belgradeClock(data.offer.until)),
      ),
    ),
  WaitlistOfferWithdrawn: (data) =>
    waitlistEntry(
      data,
      'status',
      'history.action.waitlistOfferWithdrawn',
      waitlistState('history.value.waiting', field('table', 'history.field.table', ''), field('until', 'history.field.offerUntil', '')),
    ),
  WaitlistOfferExpired: (data) => waitlistEntry(data, 'status', 'history.action.waitlistOfferExpired', waitlistState('history.value.offerExpired'), 'state'),
  WaitlistOfferClaimed: (data) => waitlistEntry(data, 'status', 'history.action.waitlistOfferClaimed', waitlistState('history.value.claimed'), 'state'),
  // Nothing on the list changed: the address waiting there was mailed that it already waits.
  WaitlistJoinRepeated: () => null,

  // tickets: an event's tiers, each order of them, and its tickets at the door and passed on (docs/tickets.md)
  TicketTiersSet: (data) =>
    described(ofVenue('event', data.eventId, data.clubId), 'changed', 'postavio ulaznice događaja', [
      field('tickets', 'Ulaznice', data.tiers.length ? data.tiers.map(tierLine).join('; ') : 'nema'),
    ]),
  TicketOrderPlaced: (data) =>
    ticketOrder(
      data.orderId,
      data.clubId,
      'created',
      'naručio ulaznice',
      [
        ...buyerFields(data.buyer),
        field('night', 'Noć', displayDate(data.night)),
        field('tier', 'Ulaznica', data.tierName),
        field('quantity', 'Broj ulaznica', data.quantity),
        field('amount', 'Iznos', rsd(data.amount)),
        field('status', 'Status', data.payment ? `Čeka uplatu do ${belgradeDateTime(data.payment.dueAt)}` : 'Plaćena'),
        ...(data.payment ? [field('reference', 'Poziv na broj', `${data.payment.reference.slice(0, 2)} ${data.payment.reference.slice(2)}`)] : []),
      ],
      undefined,
      data.number,
    ),
  TicketOrderPaid: (data) =>
    data.amount === 0 && data.lineId === null && !data.byName
      ? ticketOrder(data.orderId, data.clubId, 'status', 'izdao besplatne ulaznice za porudžbinu', [
          field('status', 'Status', 'Plaćena'),
          field('tickets', 'Izdate ulaznice', data.tickets.length),
        ])
      : ticketOrder(
          data.orderId,
          data.clubId,
          'status',
          data.lineId ? 'povezao uplatu sa izvoda sa porudžbinom ulaznica' : 'upisao uplatu porudžbine ulaznica',
          [field('status', 'Status', 'Plaćena'), field('paid', 'Uplaćeno', rsd(data.amount)), field('tickets', 'Izdate ulaznice', data.tickets.length)],
          'status',
        ),
  TicketOrderExpired: (data) =>
    ticketOrder(data.orderId, data.clubId, 'status', 'zatvorio neplaćenu porudžbinu ulaznica (rok za uplatu je istekao)', [field('status', 'Status', 'Istekla')], 'status'),
  TicketAdmitted: (data) =>
    ticketOrder(data.orderId, data.clubId, 'other', 'pustio na ulaz sa ulaznicom iz porudžbine', [
      field(`admitted.${data.ticketId}`, 'Ulaz', `${belgradeClock(data.at)}, ${data.byName}`),
    ]),
  TicketTransferred: (data) =>
    ticketOrder(data.orderId, data.clubId, 'changed', 'preneo ulaznicu iz porudžbine', [
      field(`holder.${data.ticketId}`, `Ulaznica ${data.tierName}`, named(said('history.value.ticketPassed', { from: fullName(data.from), to: fullName(data.to) }))),
      field(`holderEmail.${data.newTicketId}`, 'Email novog vlasnika', data.to.email, true),
    ]),

  TicketOrderRefundDue: (data) =>
    ticketOrder(
      data.orderId,
      data.clubId,
      'status',
      data.reason === 'eventCancelled' ? 'upisao povraćaj novca za porudžbinu ulaznica otkazanog događaja' : 'vratio porudžbinu ulaznica (novac se duguje kupcu)',
      [field('refund', 'Povraćaj', rsd(data.amount))],
      'refund',
    ),
  TicketOrderRefunded: (data) =>
    ticketOrder(data.orderId, data.clubId, 'status', 'označio povraćaj novca za porudžbinu ulaznica kao poslat', [field('refund', 'Povraćaj', 'Vraćeno')], 'refund'),
  TicketRefundDue: (data) =>
    ticketOrder(data.orderId, data.clubId, 'status', data.by === 'guest' ? 'history.action.ticketCancelledByGuest' : 'history.action.ticketRefunded', [
      field(`refund.${data.ticketId}`, 'history.field.ticketRefund', named(said('history.value.ticketRefundDue', { tier: data.tierName, amount: rsd(data.amount) }))),
    ]),
  // A free ticket's refund is settled with it: nothing was sent.
  TicketRefunded: (data) =>
    data.amount > 0
      ? ticketOrder(data.orderId, data.clubId, 'status', 'history.action.ticketRefundSent', [
          field(`refund.${data.ticketId}`, 'history.field.ticketRefund', named(said('history.value.ticketRefundSent', { amount: rsd(data.amount) }))),
        ])
      : null,
  TicketDoubleEntryRecorded: (data) =>
    ticketOrder(data.orderId, data.clubId, 'other', 'zabeležio dvostruki ulaz sa ulaznicom iz porudžbine', [
      field(`doubleEntry.${data.ticketId}`, 'Dvostruki ulaz', `${belgradeClock(data.first.at)}, ${data.first.byName}; ${belgradeClock(data.second.at)}, ${data.second.byName}`),
    ]),
  TicketWaitlistJoined: (data) =>
    described(ofVenue('event', data.eventId, data.clubId), 'other', 'upisao na listu čekanja za ulaznice (Obavesti me)', [
      field(`waitlist.${data.entryId}`, 'Lista čekanja', named(said('history.value.ticketWaiting', { name: fullName(data.buyer), quantity: data.quantity }))),
      field(`waitlistEmail.${data.entryId}`, 'Email', data.buyer.email, true),
    ]),
  // Nothing on the line changed: the address waiting there was mailed that it already waits.
  TicketWaitlistJoinRepeated: () => null,
  TicketOfferMade: (data) =>
    described(ofVenue('event', data.eventId, data.clubId), 'other', 'ponudio vraćene ulaznice prvom na listi čekanja', [
      field(
        `offer.${data.entryId}`,
        `Ponuda ${data.tierName}`,
        named(said('history.value.ticketOffered', { name: fullName(data.buyer), quantity: data.quantity, until: belgradeClock(data.expiresAt) })),
      ),
    ]),
  TicketOfferLapsed: (data) =>
    described(ofVenue('event', data.eventId, data.clubId), 'other', 'ponuda ulaznica sa liste čekanja je istekla', [
      field(`offer.${data.entryId}`, 'Ponuda', named('history.value.ticketOfferLapsed')),
    ]),
  // integrations: keys and webhook endpoints (never their secrets)
  // privacy
  PersonalDataRequested: (data) =>
    privacyRequest(
      data.requestId,
      'created',
      data.kind === 'export' ? 'history.action.dataExportRequested' : 'history.action.dataErasureRequested',
      [
        field('kind', 'history.field.request', named(PRIVACY_REQUEST_MESSAGES[data.kind])),
        field('channel', 'history.field.channel', named(PRIVACY_CHANNEL_MESSAGES[data.channel])),
        field('email', 'history.field.email', data.email, true),
        field('expiresAt', 'history.field.linkValidUntil', data.expiresAt ? belgradeDateTime(data.expiresAt) : ''),
        field('state', 'history.field.state', named('history.value.requested')),
      ],
      PRIVACY_REQUEST_LABELS[data.kind],
    ),
  PersonalDataExported: (data) => privacyRequest(data.requestId, 'status', 'history.action.dataExported', [field('state', 'history.field.state', named('history.value.exported'))]),
  // Not a change of its own: the history forgets the person's fields from it (history.projector.ts).
  PersonErased: () => null,
  PersonalDataErased: (data) => privacyRequest(data.requestId, 'status', 'history.action.dataErased', [field('state', 'history.field.state', named('history.value.erased'))]),

  IntegrationKeyCreated: (data) =>
    described(ofVenue('integration-key', data.keyId, data.clubId, data.name), 'created', 'history.action.apiKeyCreated', [
      field('name', 'history.field.name', data.name),
      field('prefix', 'history.field.keyPrefix', data.prefix),
      field('scope', 'history.field.venues', named(data.clubId ? 'history.value.oneVenue' : 'history.value.allVenues')),
    ]),
  IntegrationKeyRevoked: (data) =>
    described(
      ofVenue('integration-key', data.keyId, data.clubId, data.name),
      'status',
      'history.action.apiKeyRevoked',
      [field('status', 'history.field.status', named('history.value.revoked'))],
      'status',
    ),
  WebhookRegistered: (data) =>
    described(ofVenue('webhook', data.webhookId, data.clubId, data.url), 'created', 'history.action.webhookRegistered', [
      field('url', 'history.field.address', data.url),
      field('types', 'history.field.eventTypes', data.types.join(', ')),
      field('status', 'history.field.status', named('history.value.active')),
    ]),
  WebhookSecretRotated: (data) => described(ofVenue('webhook', data.webhookId, data.clubId, data.url), 'other', 'history.action.webhookSecretRotated'),
  WebhookDisabled: (data) =>
    described(
      ofVenue('webhook', data.webhookId, data.clubId, data.url),
      'status',
      'history.action.webhookDisabled',
      [field('status', 'history.field.status', named(said('history.value.disabled', { reason: data.reason })))],
      'status',
    ),
  WebhookDeleted: (data) => described(ofVenue('webhook', data.webhookId, data.clubId, data.url), 'deleted', 'history.action.webhookDeleted'),
};
