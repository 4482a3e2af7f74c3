import { PAYMENT_METHOD_LABELS, RESERVATION_STATUS_LABELS, WEEKDAYS, formatAccount, termsText, type HistoryEntityType, type HistoryKind, type SpentItem } from '@izlazak/contracts';
import { subscriberDigest } from '#platform/privacy/person-erased';
import type { CouponDetails } from '../../coupons/domain/coupon.decider';
import type { TableForm, TablePlace } from '../../floor/domain/floor.decider';
import type { NightlifeEventDetails } from '../../events/domain/nightlife-event.decider';
import type { UserRegisteredData } from '../../identity/domain/user/user.events';
import type { MenuItemDetails } from '../../menu/domain/menu/menu.events';
import type { TermsRule, VenueTerms } from '../../money/domain/terms.decider';
import type { PrivacyRequestChannel, PrivacyRequestKind } from '../../privacy/domain/privacy-request.decider';
import type { Guest, Reservation } from '../../reservations/domain/table-night';
import type { TableDetails } from '../../venues/domain/table.decider';
import type { VenueDetails, WorkingHoursDay } from '../../venues/domain/venue.events';
import type { JoinedEntry } from '../../waitlist/domain/waitlist/waitlist.events';
import type { HistoryEvent, HistoryEventType } from './history-events';

/** One field of an entity as the history shows it: a Serbian label and a display value. */
export interface Field {
  key: string;
  label: string;
  value: string;
  /** A guest's e-mail or phone: shown only to those who may see the record. */
  personal?: boolean;
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
  /** The verb and the entity in the sentence: 'promenio status rezervacije'. */
  action: string;
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

const ROLE_LABELS: Record<string, string> = { admin: 'administrator', manager: 'menadžer', staff: 'osoblje', user: 'korisnik' };
export const roleLabel = (role: string | null | undefined) => (role ? (ROLE_LABELS[role] ?? role) : '');

const yesNo = (value: boolean) => (value ? 'da' : 'ne');
/** yyyy-MM-dd → dd.MM.yyyy */
export const displayDate = (night: string) => (/^\d{4}-\d{2}-\d{2}$/.test(night) ? night.split('-').reverse().join('.') : night);
const rsd = (price: number) => `${new Intl.NumberFormat('sr-RS', { maximumFractionDigits: 2 }).format(price)} RSD`;
const statusOfVenue = (status: string) => (status === 'approved' ? 'Odobren' : 'Na čekanju');
const statusOfReservation = (status: string) => RESERVATION_STATUS_LABELS[status as keyof typeof RESERVATION_STATUS_LABELS] ?? status;

const field = (key: string, label: string, value: string | number | boolean | null | undefined, personal = false): Field => ({
  key,
  label,
  value: typeof value === 'boolean' ? yesNo(value) : value == null ? '' : String(value),
  ...(personal ? { personal } : {}),
});

/** The spend's menu items as recorded: '2 × Vodka 0,7 (9.000 RSD)'; none for a bare amount. */
const spentItemsField = (items: readonly SpentItem[] | undefined) =>
  items?.length ? [field('spendItems', 'Stavke', items.map((item) => `${item.quantity} × ${item.name} (${rsd(item.price)})`).join(', '))] : [];

function hoursOf(day: WorkingHoursDay | undefined): string {
  if (!day) return 'nije uneto';
  if (day.closed) return 'ne radi';
  if (day.alwaysOpen) return 'non-stop';
  return day.from || day.to ? `${day.from}–${day.to}` : 'nije uneto';
}

/** Monday first, as the week reads in Serbia. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

const venueDetailFields = (d: VenueDetails): Field[] => [
  field('name', 'Naziv', d.name),
  field('location', 'Adresa', d.location),
  field('city', 'Grad', d.city),
  field('type', 'Tip', d.type),
  field('description', 'Opis', d.description),
  field('email', 'Email', d.email),
  field('phone', 'Telefon', d.phone),
  field('phone2', 'Telefon 2', d.phone2),
  field('socialMedia', 'Društvene mreže', d.socialMedia.map((s) => `${s.name}: ${s.link}`).join(', ')),
  field('color', 'Boja', d.color),
  field('rang', 'Rang', d.rang),
];

const tableFields = (t: TableDetails): Field[] => [field('name', 'Naziv', t.name), field('maxPersons', 'Broj mesta', t.maxPersons), field('area', 'Zona', t.area)];

async function menuItemFields(item: MenuItemDetails, names: Names): Promise<Field[]> {
  return [
    field('name', 'Naziv', item.name),
    field('price', 'Cena', rsd(item.price)),
    field('category', 'Kategorija', await names.nameOf('menu-category', item.categoryId)),
    field('subcategory', 'Podkategorija', await names.nameOf('menu-subcategory', item.subCategoryId)),
  ];
}

const eventFields = (d: NightlifeEventDetails, image: { name: string } | null): Field[] => [
  field('title', 'Naziv', d.title),
  field('type', 'Tip', d.type),
  field('description', 'Opis', d.description),
  field('dateOfEvent', 'Datum', displayDate(d.dateOfEvent)),
  field('startTime', 'Početak', d.startTime),
  field('endTime', 'Kraj', d.endTime),
  field('ticketPrice', 'Cena ulaznice', d.ticketPrice ? `${d.ticketPrice} RSD` : ''),
  field('priority', 'Prioritet', d.priority),
  field('gallery', 'Galerija', d.gallery.join(', ')),
  field('possibilityOfShowing', 'Prikaz', d.possibilityOfShowing.join(', ')),
  field('performers', 'Izvođači', (d.performers ?? []).join(', ')),
  field('image', 'Slika', image?.name ?? ''),
];

const SHAPE_LABELS: Record<TableForm['shape'], string> = { round: 'okrugli', square: 'kvadratni', rectangle: 'pravougaoni', booth: 'separe' };
const placeText = ({ x, y, rotation }: TablePlace) => `x ${x}, y ${y}${rotation ? `, ${rotation}°` : ''}`;
const formText = ({ shape, width, height, minPersons, maxPersons }: TableForm) => `${SHAPE_LABELS[shape]} ${width} × ${height}, ${minPersons}–${maxPersons} osoba`;
/** 'Marko (menadžer) pomerio Separe 3': the plan's entries name the table or zone they are about. */
const floorPlan = (clubId: string, label: string, action: string): Description => ({ entity: { type: 'floor', id: clubId, clubId, label }, kind: 'changed', action });

const couponFields = (d: CouponDetails): Field[] => [
  field('name', 'Naziv kupona', d.name),
  field('code', 'Kupon kod', d.code),
  field('limit', 'Limit', d.limit),
  field('discount', 'Popust', `${d.discount}%`),
  field('startDate', 'Važi od', displayDate(d.startDate)),
  field('endDate', 'Važi do', displayDate(d.endDate)),
  field('active', 'Aktivan', d.active),
];

async function accountFields(user: UserRegisteredData, names: Names): Promise<Field[]> {
  return [
    field('firstName', 'Ime', user.firstName),
    field('lastName', 'Prezime', user.lastName),
    field('email', 'Email', user.email, true),
    field('mobilePhone', 'Telefon', user.mobilePhone, true),
    field('role', 'Uloga', roleLabel(user.role)),
    field('club', 'Objekat', user.clubId ? await names.nameOf('venue', user.clubId) : ''),
    field('status', 'Aktivan', user.status),
    field('isVerified', 'Email potvrđen', user.isVerified),
  ];
}

/** A guest as a reservation or the waitlist names them: the phone and e-mail are personal. */
const guestFields = (g: Guest): Field[] => [
  field('guest', 'Gost', `${g.firstName} ${g.lastName}`),
  field('phone', 'Telefon', g.phone, true),
  field('email', 'Email', g.email, true),
];

const reservationFields = (r: Reservation): Field[] => [
  ...guestFields(r),
  field('table', 'Sto', r.tableName),
  field('night', 'Noć', displayDate(r.night)),
  field('event', 'Događaj', r.eventTitle),
  field('persons', 'Broj osoba', r.persons),
  field('status', 'Status', statusOfReservation(r.status)),
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
  field('night', 'Noć', displayDate(night)),
  field('persons', 'Broj osoba', e.persons),
  field('zone', 'Zona', e.zoneName ?? 'bilo koja'),
];

/** A guest of a night's waitlist; its offers read as changes of its state ('Stanje'). */
const waitlistEntry = (d: { entryId: string; clubId: string }, kind: HistoryKind, action: string, fields?: Field[], namesField?: string): Description =>
  described(ofVenue('waitlist-entry', d.entryId, d.clubId), kind, action, fields, namesField);
const waitlistState = (label: string, ...more: Field[]) => [field('state', 'Stanje', label), ...more];
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
const PRIVACY_REQUEST_LABELS: Record<PrivacyRequestKind, string> = { export: 'Preuzimanje podataka', erasure: 'Brisanje podataka' };
const PRIVACY_CHANNEL_LABELS: Record<PrivacyRequestChannel, string> = {
  mail: 'link poslat na adresu',
  account: 'sa profila',
  admin: 'administrator, po zahtevu primljenom drugim putem',
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
const DEPOSIT_STEP_TEXT = { refundDue: 'depozit je za povraćaj gostu', kept: 'depozit je zadržan po uslovima rezervacije', refunded: 'označio da je depozit vraćen' } as const;

/** A venue's terms: its payment details, and every rule in one field, so a rule taken away shows too. */
async function termsFields(terms: VenueTerms, names: Names): Promise<Field[]> {
  const rules = await Promise.all(terms.rules.map(async (rule) => `${await ruleScope(rule, names)}: ${ruleValues(rule)}`));
  return [
    field('terms:account', 'Račun za depozite', terms.paymentAccount ? formatAccount(terms.paymentAccount) : ''),
    field('terms:payee', 'Primalac uplate', [terms.payeeName, terms.payeePlace].filter(Boolean).join(', ')),
    field('terms:hold', 'Rok za uplatu depozita', `${terms.depositHoldMinutes} min`),
    field('terms:confirmOnDeposit', 'Uplata potvrđuje rezervaciju', terms.confirmOnDeposit ?? true),
    field('terms:rules', 'Uslovi', rules.join(' | ')),
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
    ...user(data.userId, 'created', 'napravio nalog', await accountFields(data, names)),
    entity: { type: 'user', id: data.userId, ownerId: data.userId, clubId: data.clubId, label: `${data.firstName} ${data.lastName}` },
  }),
  VerificationRequested: (data) => user(data.userId, 'other', 'zatražio potvrdu email adrese naloga'),
  UserVerified: (data) => user(data.userId, 'changed', 'potvrdio email adresu naloga', [field('isVerified', 'Email potvrđen', true)]),
  PasswordResetRequested: (data) => user(data.userId, 'other', 'zatražio promenu lozinke naloga'),
  // Never a value: only that it changed.
  PasswordChanged: (data) => user(data.userId, 'changed', 'promenio lozinku naloga'),
  UserProfileChanged: (data) => ({
    ...user(data.userId, 'changed', 'izmenio nalog', [
      field('firstName', 'Ime', data.firstName),
      field('lastName', 'Prezime', data.lastName),
      field('mobilePhone', 'Telefon', data.mobilePhone, true),
    ]),
    entity: { type: 'user', id: data.userId, ownerId: data.userId, label: `${data.firstName} ${data.lastName}` },
  }),
  EmailChangeRequested: (data) => user(data.userId, 'other', 'zatražio promenu email adrese naloga (čeka potvrdu)', [field('pendingEmail', 'Nova email adresa', data.email, true)]),
  UserEmailChanged: (data) => user(data.userId, 'changed', 'promenio email naloga', [field('email', 'Email', data.email, true)], 'email'),
  UserRoleChanged: async (data, names) => ({
    ...user(data.userId, 'changed', 'promenio ulogu naloga', [
      field('role', 'Uloga', roleLabel(data.role)),
      field('club', 'Objekat', data.clubId ? await names.nameOf('venue', data.clubId) : ''),
    ]),
    entity: { type: 'user', id: data.userId, ownerId: data.userId, clubId: data.clubId },
  }),
  UserStatusChanged: (data) => user(data.userId, 'status', 'promenio status naloga', [field('status', 'Aktivan', data.status)], 'status'),
  UserDeleted: (data) => user(data.userId, 'deleted', 'obrisao nalog'),
  // The owner's own preference, not a change of the account anyone manages.
  UserLocaleChosen: () => null,
  // Bookkeeping that keeps addresses and usernames unique; the change itself is the account's event.
  IdentityClaimed: () => null,
  IdentityReleased: () => null,

  // site
  SiteDataChanged: (data) => ({
    entity: { type: 'site', id: 'site', clubId: null, label: '' },
    kind: 'changed',
    action: 'izmenio podatke sajta',
    fields: [
      field('name', 'Naziv', data.name),
      field('location', 'Lokacija', data.location),
      field('type', 'Tip', data.type),
      field('description', 'Opis', data.description),
      field('email', 'Email', data.email),
      field('mobile', 'Telefon', data.mobile),
      field('mobile2', 'Telefon 2', data.mobile2),
      field('socialMedia', 'Društvene mreže', (data.socialMedia ?? []).map((s) => `${s.name}: ${s.link}`).join(', ')),
      field('workingHours', 'Radno vreme', (data.workingHours ?? []).map((d) => `${d.day} ${d.closed ? 'ne radi' : `${d.from}–${d.to}`}`).join(', ')),
    ],
  }),
  SiteSliderImagesChanged: (data) => ({
    entity: { type: 'site', id: 'site', clubId: null, label: '' },
    kind: 'changed',
    action: 'promenio slajder sajta',
    fields: data.images.map((image) => field(`slider:${image.slot}`, `Slajder (${image.slot})`, image.name)),
  }),
  ContactMessageSent: (data) => ({
    entity: { type: 'contact-message', id: data.messageId, clubId: data.clubId, ownerId: null, label: data.theme },
    kind: 'created',
    action: 'poslao poruku',
    fields: [
      field('name', 'Ime', data.name),
      field('email', 'Email', data.email, true),
      field('phone', 'Telefon', data.phone, true),
      field('theme', 'Tema', data.theme),
      field('message', 'Poruka', data.message),
    ],
  }),
  SubscriberSubscribed: (data) => ({
    entity: { type: 'subscriber', id: subscriberId(data.email), clubId: null, ownerId: null, label: '' },
    kind: 'created',
    action: 'prijavio adresu na novosti',
    fields: [field('email', 'Email', data.email, true)],
  }),
  SubscriberUnsubscribed: (data) => ({
    entity: { type: 'subscriber', id: subscriberId(data.email) },
    kind: 'deleted',
    action: 'odjavio adresu sa novosti',
  }),

  // venues
  VenueRegistered: async (data, names) => ({
    entity: { type: 'venue', id: data.clubId, clubId: data.clubId, label: data.details.name },
    kind: 'created',
    action: data.status === 'pending' ? 'prijavio objekat' : 'dodao objekat',
    fields: [...venueDetailFields(data.details), field('status', 'Status', statusOfVenue(data.status)), field('manager', 'Menadžer', await names.nameOf('user', data.managerId))],
  }),
  VenueApproved: (data) => described(ofVenue('venue', data.clubId, data.clubId), 'status', 'odobrio objekat', [field('status', 'Status', statusOfVenue('approved'))], 'status'),
  VenueDetailsChanged: (data) => described(ofVenue('venue', data.clubId, data.clubId, data.details.name), 'changed', 'izmenio objekat', venueDetailFields(data.details)),
  VenueImageChanged: (data) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'changed', 'promenio sliku objekta', [field(`image:${data.slot}`, `Slika (${data.slot})`, data.image.name)]),
  VenueSliderImagesChanged: (data) =>
    described(
      ofVenue('venue', data.clubId, data.clubId),
      'changed',
      'promenio slajder objekta',
      data.images.map((image) => field(`slider:${image.slot}`, `Slajder (${image.slot})`, image.name)),
    ),
  VenueWorkingHoursUpdated: (data) =>
    described(
      ofVenue('venue', data.clubId, data.clubId),
      'changed',
      'promenio radno vreme objekta',
      WEEK.map((dayIndex) => field(`hours:${dayIndex}`, `Radno vreme (${WEEKDAYS[dayIndex]})`, hoursOf(data.days.find((d) => d.dayIndex === dayIndex)))),
    ),
  VenueDeleted: (data) => described(ofVenue('venue', data.clubId, data.clubId), 'deleted', 'obrisao objekat'),
  VenueTermsSet: async (data, names) => described(ofVenue('venue', data.clubId, data.clubId), 'changed', 'promenio uslove stolova objekta', await termsFields(data.terms, names)),
  CommissionRulesSet: (data) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'changed', 'promenio provizije promotera objekta', [
      field('perListGuest', 'Po gostu sa liste (RSD)', data.perListGuest),
      field('perTable', 'Po stolu (RSD)', data.perTable),
      field('spendPercent', 'Procenat potrošnje stolova', data.spendPercent),
    ]),
  PromoterCommissionRulesSet: async (data, names) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'changed', `promenio provizije promotera ${await names.nameOf('user', data.promoterId)}`, [
      field(`promoter:${data.promoterId}:perListGuest`, 'Po gostu sa liste (RSD)', data.perListGuest ?? 'kao objekat'),
      field(`promoter:${data.promoterId}:perTable`, 'Po stolu (RSD)', data.perTable ?? 'kao objekat'),
      field(`promoter:${data.promoterId}:spendPercent`, 'Procenat potrošnje stolova', data.spendPercent ?? 'kao objekat'),
      field(`promoter:${data.promoterId}:leader`, 'Vođa tima', data.leaderId ? await names.nameOf('user', data.leaderId) : 'nema'),
      field(`promoter:${data.promoterId}:leaderSharePercent`, 'Udeo kao vođa tima (%)', data.leaderSharePercent ?? 'ne vodi tim'),
    ]),
  PromoterSettlementPaid: async (data, names) =>
    described(ofVenue('venue', data.clubId, data.clubId), 'other', `označio kao plaćen obračun promotera ${await names.nameOf('user', data.promoterId)}`, [
      field(
        `settlement:${data.promoterId}:${data.from}:${data.to}:period`,
        'Period',
        data.from === data.to ? displayDate(data.from) : `${displayDate(data.from)}–${displayDate(data.to)}`,
      ),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:commission`, 'Provizija (RSD)', data.commission),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:leaderShare`, 'Udeo vođe tima (RSD)', data.leaderShare),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:correction`, 'Korekcija (RSD)', data.correction),
      field(`settlement:${data.promoterId}:${data.from}:${data.to}:total`, 'Plaćeno (RSD)', data.total),
    ]),

  // tables
  TableAdded: (data) => described(ofVenue('table', data.tableId, data.clubId, data.name), 'created', 'dodao sto', tableFields(data)),
  TableChanged: (data) => described(ofVenue('table', data.tableId, data.clubId, data.name), 'changed', 'izmenio sto', tableFields(data)),
  TableRemoved: (data) => described(ofVenue('table', data.tableId, data.clubId), 'deleted', 'uklonio sto'),

  // menu
  MenuCategoryAdded: (data) =>
    described(ofVenue('menu-category', data.categoryId, data.clubId, data.name), 'created', 'dodao kategoriju menija', [field('name', 'Naziv', data.name)]),
  MenuCategoryRenamed: (data) =>
    described(ofVenue('menu-category', data.categoryId, data.clubId, data.name), 'changed', 'preimenovao kategoriju menija', [field('name', 'Naziv', data.name)], 'name'),
  MenuCategoryDeleted: (data) => described(ofVenue('menu-category', data.categoryId, data.clubId), 'deleted', 'obrisao kategoriju menija'),
  MenuSubcategoryAdded: async (data, names) =>
    described(ofVenue('menu-subcategory', data.subCategoryId, data.clubId, data.name), 'created', 'dodao podkategoriju menija', [
      field('name', 'Naziv', data.name),
      field('category', 'Kategorija', await names.nameOf('menu-category', data.categoryId)),
    ]),
  MenuSubcategoryRenamed: (data) =>
    described(ofVenue('menu-subcategory', data.subCategoryId, data.clubId, data.name), 'changed', 'preimenovao podkategoriju menija', [field('name', 'Naziv', data.name)], 'name'),
  MenuSubcategoryDeleted: (data) => described(ofVenue('menu-subcategory', data.subCategoryId, data.clubId), 'deleted', 'obrisao podkategoriju menija'),
  MenuItemAdded: async (data, names) => described(ofVenue('menu-item', data.itemId, data.clubId, data.name), 'created', 'dodao stavku menija', await menuItemFields(data, names)),
  MenuItemEdited: async (data, names) =>
    described(ofVenue('menu-item', data.itemId, data.clubId, data.name), 'changed', 'izmenio stavku menija', await menuItemFields(data, names)),
  MenuItemDeleted: (data) => described(ofVenue('menu-item', data.itemId, data.clubId), 'deleted', 'obrisao stavku menija'),

  // events
  EventPublished: (data) => described(ofVenue('event', data.eventId, data.clubId, data.details.title), 'created', 'objavio događaj', eventFields(data.details, data.image)),
  EventChanged: (data) => described(ofVenue('event', data.eventId, data.clubId, data.details.title), 'changed', 'izmenio događaj', eventFields(data.details, data.image)),
  EventDeleted: (data) => described(ofVenue('event', data.eventId, data.clubId), 'deleted', 'obrisao događaj'),

  // reservations
  ReservationPlaced: (data) => reservation(data.reservation, 'created', 'napravio rezervaciju'),
  ReservationChanged: (data) =>
    data.changed.length === 1 && data.changed[0] === 'status'
      ? reservation(data.reservation, 'status', 'promenio status rezervacije', 'status')
      : reservation(data.reservation, 'changed', 'izmenio rezervaciju'),
  ReservationConfirmed: (data) => reservation(data.reservation, 'status', 'promenio status rezervacije', 'status'),
  ReservationRejected: (data) => reservation(data.reservation, 'status', 'promenio status rezervacije', 'status'),
  ReservationCancelled: (data) => reservation(data.reservation, 'status', data.byGuest ? 'otkazao rezervaciju' : 'promenio status rezervacije', 'status'),
  ReservationDeleted: (data) => ({ ...reservation(data.reservation, 'deleted', 'obrisao rezervaciju'), fields: undefined }),
  // A move is three events on two streams in one correlation: it reads as its arrival, which
  // carries the new table or night; the start and the departure are its steps.
  ReservationMoveStarted: () => null,
  ReservationMovedOut: () => null,
  ReservationMovedIn: (data) => reservation(data.reservation, 'changed', 'premestio rezervaciju'),
  ReservationMoveAbandoned: (data) => ({ ...reservation(data.reservation, 'other', 'nije uspeo da premesti rezervaciju'), fields: undefined }),
  ReservationMailResent: (data) => ({ ...reservation(data.reservation, 'other', 'ponovo poslao mejl za rezervaciju'), fields: undefined }),
  ReservationArrived: (data) => ({
    ...reservation(data.reservation, 'status', 'upisao dolazak gostiju', 'status'),
    fields: [...reservationFields(data.reservation), field('arrivedPersons', 'Stiglo osoba', data.reservation.arrival?.persons ?? '')],
  }),
  ReservationWalkedIn: (data) => reservation(data.reservation, 'created', 'upisao goste bez rezervacije (walk-in)'),
  ReservationPaymentReceived: (data) =>
    reservation(data.reservation, 'status', data.method ? `naplatio depozit na ulazu (${PAYMENT_METHOD_LABELS[data.method]})` : 'označio da je depozit uplaćen', 'status'),
  ReservationPaymentUndone: (data) => reservation(data.reservation, 'status', `poništio uplatu depozita od ${rsd(data.amount)} za rezervaciju`, 'status'),
  ReservationPaymentSettled: (data) => ({
    ...reservation(data.reservation, 'other', 'zabeležio da je uplata depozita konačna (rok za poništavanje je prošao) za rezervaciju'),
    fields: undefined,
  }),
  ReservationDepositChanged: (data) => reservation(data.reservation, 'status', DEPOSIT_STEP_TEXT[data.state], 'status'),
  ReservationSpendRecorded: (data) => ({
    ...reservation(data.reservation, 'changed', 'upisao potrošnju'),
    fields: [...reservationFields(data.reservation), field('spend', 'Potrošnja (RSD)', data.amount), ...spentItemsField(data.reservation.spend?.items)],
  }),
  ReservationReminderSent: (data) => ({ ...reservation(data.reservation, 'other', 'poslao gostu podsetnik za noć'), fields: undefined }),
  ReservationAttendanceConfirmed: (data) => ({
    ...reservation(data.reservation, 'changed', "potvrdio dolazak ('Dolazim' iz podsetnika)"),
    fields: [...reservationFields(data.reservation), field('attendance', 'Dolazak', 'Potvrdio dolazak')],
  }),
  ReservationAttendanceUnconfirmed: (data) => ({
    ...reservation(data.reservation, 'changed', 'zabeležio da gost nije potvrdio dolazak do početka noći'),
    fields: [...reservationFields(data.reservation), field('attendance', 'Dolazak', 'Nije potvrdio')],
  }),
  ReservationNoShow: (data) =>
    reservation(data.reservation, 'status', data.released ? 'oslobodio sto (gosti nisu stigli do isteka čuvanja)' : 'označio da gosti nisu došli', 'status'),
  // A waitlist offer's hold on the table: the waitlist's own events tell the offer, the claim its reservation.
  TableOfferHeld: () => null,
  TableOfferHoldEnded: () => null,

  // coupons
  CouponCreated: (data) => described(ofVenue('coupon', data.couponId, data.clubId, data.details.code), 'created', 'dodao kupon', couponFields(data.details)),
  CouponChanged: (data) => described(ofVenue('coupon', data.couponId, data.clubId, data.details.code), 'changed', 'izmenio kupon', couponFields(data.details)),
  CouponDeleted: (data) => described(ofVenue('coupon', data.couponId, data.clubId), 'deleted', 'obrisao kupon'),
  CouponRedeemed: (data) => described(ofVenue('coupon', data.couponId, data.clubId), 'other', 'iskoristio kupon', [field('used', 'Iskorišćeno', data.used)]),
  CouponReleased: (data) => described(ofVenue('coupon', data.couponId, data.clubId), 'other', 'vratio upotrebu kupona', [field('used', 'Iskorišćeno', data.used)]),
  // The code index only keeps codes unique per venue; the coupon's own events tell the change.
  CouponCodeClaimed: () => null,
  CouponCodeFreed: () => null,

  // the floor plan: one entity per venue ('Raspored'); a table's or zone's change names it
  FloorPlanDrawn: (data) => ({
    ...floorPlan(data.clubId, '', 'nacrtao raspored'),
    fields: [field('size', 'Veličina', `${data.width} × ${data.height}`), field('background', 'Pozadina', data.background)],
  }),
  FloorZoneAdded: (data) => ({ ...floorPlan(data.clubId, data.name, 'dodao zonu'), fields: [field(`zone.${data.zoneId}`, 'Zona', `${data.name} (${data.color})`)] }),
  FloorZoneRenamed: (data) => ({
    ...floorPlan(data.clubId, data.previousName, 'izmenio zonu'),
    fields: [field(`zone.${data.zoneId}`, 'Zona', `${data.name} (${data.color})`)],
  }),
  FloorZoneRemoved: (data) => ({ ...floorPlan(data.clubId, data.name, 'uklonio zonu'), fields: [field(`zone.${data.zoneId}`, 'Zona', '')] }),
  FloorTablePlaced: (data) => ({
    ...floorPlan(data.clubId, data.tableName, 'postavio na raspored'),
    fields: [field(`${data.tableId}.place`, 'Položaj', placeText(data)), field(`${data.tableId}.form`, 'Oblik', formText(data))],
  }),
  FloorTableMoved: (data) => ({ ...floorPlan(data.clubId, data.tableName, 'pomerio'), fields: [field(`${data.tableId}.place`, 'Položaj', placeText(data))] }),
  FloorTableReshaped: (data) => ({
    ...floorPlan(data.clubId, data.tableName, 'izmenio oblik stola'),
    fields: [field(`${data.tableId}.form`, 'Oblik', formText(data))],
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
    ...waitlistEntry(data, 'created', 'upisao se na listu čekanja', [
      ...waitlistFields(data.entry, data.night),
      ...waitlistState('Čeka', field('position', 'Mesto', data.position)),
    ]),
    entity: { type: 'waitlist-entry', id: data.entryId, clubId: data.clubId, ownerId: null, label: `${data.entry.firstName} ${data.entry.lastName}` },
  }),
  WaitlistEntryMoved: (data) => waitlistEntry(data, 'changed', 'pomerio na listi čekanja', [field('position', 'Mesto', data.position)], 'position'),
  WaitlistEntryRemoved: (data) => waitlistEntry(data, 'status', 'uklonio sa liste čekanja', waitlistState('Uklonjen'), 'state'),
  WaitlistOfferMade: (data) =>
    waitlistEntry(
      data,
      'status',
      'ponudio sto sa liste čekanja',
      waitlistState('Ponuđen sto', field('table', 'Sto', data.offer.tableName), field('until', 'Ponuda važi do', belgradeClock(data.offer.until))),
    ),
  WaitlistOfferWithdrawn: (data) =>
    waitlistEntry(data, 'status', 'povukao ponudu (sto je u međuvremenu zauzet)', waitlistState('Čeka', field('table', 'Sto', ''), field('until', 'Ponuda važi do', ''))),
  WaitlistOfferExpired: (data) => waitlistEntry(data, 'status', 'zatvorio ponudu koja je istekla', waitlistState('Ponuda istekla'), 'state'),
  WaitlistOfferClaimed: (data) => waitlistEntry(data, 'status', 'rezervisao ponuđeni sto', waitlistState('Rezervisao'), 'state'),
  // Nothing on the list changed: the address waiting there was mailed that it already waits.
  WaitlistJoinRepeated: () => null,

  // integrations: keys and webhook endpoints (never their secrets)
  // privacy
  PersonalDataRequested: (data) =>
    privacyRequest(
      data.requestId,
      'created',
      data.kind === 'export' ? 'zatražio kopiju ličnih podataka' : 'zatražio brisanje ličnih podataka',
      [
        field('kind', 'Zahtev', PRIVACY_REQUEST_LABELS[data.kind]),
        field('channel', 'Način', PRIVACY_CHANNEL_LABELS[data.channel]),
        field('email', 'Email', data.email, true),
        field('expiresAt', 'Link važi do', data.expiresAt ? belgradeDateTime(data.expiresAt) : ''),
        field('state', 'Stanje', 'Zatražen'),
      ],
      PRIVACY_REQUEST_LABELS[data.kind],
    ),
  PersonalDataExported: (data) => privacyRequest(data.requestId, 'status', 'preuzeo kopiju ličnih podataka', [field('state', 'Stanje', 'Preuzeto')]),
  // Not a change of its own: the history forgets the person's fields from it (history.projector.ts).
  PersonErased: () => null,
  PersonalDataErased: (data) => privacyRequest(data.requestId, 'status', 'obrisao lične podatke', [field('state', 'Stanje', 'Obrisano')]),

  IntegrationKeyCreated: (data) =>
    described(ofVenue('integration-key', data.keyId, data.clubId, data.name), 'created', 'napravio API ključ', [
      field('name', 'Naziv', data.name),
      field('prefix', 'Početak ključa', data.prefix),
      field('scope', 'Objekti', data.clubId ? 'jedan objekat' : 'svi objekti'),
    ]),
  IntegrationKeyRevoked: (data) =>
    described(ofVenue('integration-key', data.keyId, data.clubId, data.name), 'status', 'opozvao API ključ', [field('status', 'Status', 'opozvan')], 'status'),
  WebhookRegistered: (data) =>
    described(ofVenue('webhook', data.webhookId, data.clubId, data.url), 'created', 'registrovao webhook', [
      field('url', 'Adresa', data.url),
      field('types', 'Tipovi događaja', data.types.join(', ')),
      field('status', 'Status', 'aktivan'),
    ]),
  WebhookSecretRotated: (data) => described(ofVenue('webhook', data.webhookId, data.clubId, data.url), 'other', 'zamenio tajnu vebhuka'),
  WebhookDisabled: (data) =>
    described(ofVenue('webhook', data.webhookId, data.clubId, data.url), 'status', 'isključio webhook', [field('status', 'Status', `isključen: ${data.reason}`)], 'status'),
  WebhookDeleted: (data) => described(ofVenue('webhook', data.webhookId, data.clubId, data.url), 'deleted', 'obrisao webhook'),
};
