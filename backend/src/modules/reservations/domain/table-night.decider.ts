import {
  RESERVATION_MESSAGES as MESSAGES,
  RESERVATION_STATUS_LABELS,
  REPORT_MESSAGES,
  TERMS_MESSAGES,
  PAYMENT_UNDO_MINUTES,
  WAITLIST_MESSAGES,
  type PaymentMethod,
  type ReservationDepositView,
  type ReservationStatus,
  type ReservationTermsView,
  type SpentItem,
  MAX_SPEND,
  spentItemsTotal,
  formatNight,
} from '@izlazak/contracts';
import { depositOutcome, termsOfNight } from './deposit-outcome';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest, conflict, DomainError, forbidden, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/auth/actor';

/**
 * The booking of one table for one night lives in one stream, `table-night-<tableId>-<night>`:
 * "at most one pending or confirmed reservation per table and night" is then this stream's
 * expected revision, and holds without a transaction across streams. Every reservation ever made
 * for that table and night is kept here with its whole history; a reservation moved to another
 * table or night is marked leaving, arrives there, then leaves (see StartMove).
 */
export const tableNightStream = (tableId: string, night: string) => `table-night-${tableId}-${night}`;

export interface Guest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** A reservation as every event carries it: a projector or an integrator needs nothing else. */
export interface Reservation extends Guest {
  reservationId: string;
  uniqueId: string;
  clubId: string;
  club: string;
  tableId: string;
  tableName: string;
  night: string;
  eventId: string | null;
  eventTitle: string;
  persons: number;
  status: ReservationStatus;
  userId: string | null;
  placedAt: string;
  /** 1 when placed, one more with every change. */
  version: number;
  /** A coupon redeemed on placement (its stream holds the use) and its discount in percent. */
  couponId?: string;
  couponCode?: string;
  discountPercent?: number;
  /** The event's ticket price (RSD) when the reservation was placed with a coupon, for the discounted price. */
  ticketPrice?: string;
  /** The door's record once the guests came in (see Arrival). */
  arrival?: Arrival;
  /** Made at the door for a free table: arrived at once. */
  walkIn?: boolean;
  /** The venue's terms the guest accepted, as they were at placement (later changes of the terms leave them). */
  terms?: ReservationTermsView;
  /** The deposit the terms asked: while `due` the reservation is AwaitingPayment (docs/payments.md). */
  deposit?: ReservationDepositView;
  /** What the table spent, as the venue recorded it ('Potrošnja'). */
  spend?: RecordedSpend;
  /** The night's reminder, once mailed (docs/reminders.md); a move to another night leaves it behind. */
  reminder?: SentReminder;
  /** The guest's answer to it: 'Dolazim' (`confirmed`), or none by the night's start (`unconfirmed`). */
  attendance?: 'confirmed' | 'unconfirmed';
}

/** For which night the reminder went, when, and the moment an answer is still awaited until (the night's start). */
export interface SentReminder {
  night: string;
  sentAt: string;
  cutoffAt: string;
}

/** The actual spend in whole RSD, who recorded it and when; `items` when it was recorded item by item from the menu. */
export interface RecordedSpend {
  amount: number;
  items?: SpentItem[];
  at: string;
  byUserId: string;
  byName: string;
}

/** Who came in, when, and who let them in; `commandId` is the door device's id of the command. */
export interface Arrival {
  persons: number;
  men?: number;
  women?: number;
  at: string;
  byUserId: string;
  byName: string;
  commandId?: string;
}

/** The coupon a placement redeemed, before the reservation holds the table. */
export interface AppliedCoupon {
  couponId: string;
  code: string;
  discountPercent: number;
}

export interface TableNight {
  tableId: string;
  night: string;
}

type Snapshot = { reservation: Reservation };
export type ReservationPlaced = DomainEvent<'ReservationPlaced', Snapshot & { venueEmail: string }>;
export type ReservationChanged = DomainEvent<'ReservationChanged', Snapshot & { changed: string[] }>;
export type ReservationConfirmed = DomainEvent<'ReservationConfirmed', Snapshot>;
export type ReservationRejected = DomainEvent<'ReservationRejected', Snapshot>;
/** `reason: 'unpaid'`: the deposit was not paid in time (the scheduled expiry), nobody's hand. */
export type ReservationCancelled = DomainEvent<'ReservationCancelled', Snapshot & { byGuest: boolean; reason?: 'unpaid' }>;
export type ReservationDeleted = DomainEvent<'ReservationDeleted', Snapshot>;
export type ReservationMovedIn = DomainEvent<'ReservationMovedIn', Snapshot & { from: TableNight }>;
export type ReservationMoveStarted = DomainEvent<'ReservationMoveStarted', Snapshot & { to: TableNight; arriving: Reservation }>;
export type ReservationMovedOut = DomainEvent<'ReservationMovedOut', { reservationId: string; clubId: string; to: TableNight }>;
export type ReservationMoveAbandoned = DomainEvent<'ReservationMoveAbandoned', Snapshot>;
export type ReservationMailResent = DomainEvent<'ReservationMailResent', Snapshot>;
export type ReservationArrived = DomainEvent<'ReservationArrived', Snapshot>;
/** A guest at the door took a free table tonight: placed and arrived at once. */
export type ReservationWalkedIn = DomainEvent<'ReservationWalkedIn', Snapshot>;
/**
 * The venue received the deposit ('Uplata primljena'): the reservation is confirmed. `method`: 'cash'
 * or 'card' when paid at the door; a bank transfer when absent (events before the door took payments).
 * Recorded by hand, the deposit carries `undoableUntil`: the payment stands only once that has passed.
 */
export type ReservationPaymentReceived = DomainEvent<'ReservationPaymentReceived', Snapshot & { amount: number; byName: string; method?: PaymentMethod }>;
/** 'Poništi': a payment recorded by hand taken back within its window; the reservation awaits its deposit again. */
export type ReservationPaymentUndone = DomainEvent<'ReservationPaymentUndone', Snapshot & { amount: number; byName: string }>;
/** The undo window of a payment recorded by hand closed with the payment on: it stands (and the guest is mailed). */
export type ReservationPaymentSettled = DomainEvent<'ReservationPaymentSettled', Snapshot & { amount: number }>;
/**
 * A paid deposit's fate once the reservation ended without its guests (`refundDue` or `kept`, by
 * the terms), or the venue returned it (`refunded`): its own step, after the event that ended it.
 */
export type ReservationDepositChanged = DomainEvent<'ReservationDepositChanged', Snapshot & { state: 'refundDue' | 'kept' | 'refunded'; byName?: string }>;
/** The venue recorded what the table spent (again: a correction). */
export type ReservationSpendRecorded = DomainEvent<'ReservationSpendRecorded', Snapshot & { amount: number; byName: string }>;
/** The night's reminder was mailed to the guest, with 'Dolazim' and 'Otkaži'. */
export type ReservationReminderSent = DomainEvent<'ReservationReminderSent', Snapshot>;
/** The guest tapped 'Dolazim' ('Potvrdio dolazak'). */
export type ReservationAttendanceConfirmed = DomainEvent<'ReservationAttendanceConfirmed', Snapshot>;
/** No answer to the reminder by the night's start ('Nije potvrdio'). */
export type ReservationAttendanceUnconfirmed = DomainEvent<'ReservationAttendanceUnconfirmed', Snapshot>;
/** `released`: the night's hold ran out (the scheduled release), not a hand at the door. */
export type ReservationNoShow = DomainEvent<'ReservationNoShow', Snapshot & { released: boolean; commandId?: string }>;

/**
 * A freed table offered to a guest of the waitlist: held for that offer alone until `until`, so the
 * offered guest wins against every other placement of this table and night meanwhile (the same
 * lock as "one booking per table and night"). The guest is named for the offer's mail.
 */
export type TableOfferHeld = DomainEvent<'TableOfferHeld', TableHold & { clubId: string; club: string; tableId: string; tableName: string; night: string; persons: number; guest: Guest }>;
/** The hold is over: the offered guest booked the table (`claimed`), the offer ran out, or the venue withdrew it. */
export type TableOfferHoldEnded = DomainEvent<'TableOfferHoldEnded', { offerId: string; clubId: string; tableId: string; night: string; reason: HoldEnd; reservationId?: string }>;

export type TableNightEvent =
  | ReservationPlaced
  | ReservationChanged
  | ReservationConfirmed
  | ReservationRejected
  | ReservationCancelled
  | ReservationDeleted
  | ReservationMoveStarted
  | ReservationMovedIn
  | ReservationMovedOut
  | ReservationMoveAbandoned
  | ReservationMailResent
  | ReservationArrived
  | ReservationWalkedIn
  | ReservationNoShow
  | ReservationPaymentReceived
  | ReservationPaymentUndone
  | ReservationPaymentSettled
  | ReservationDepositChanged
  | ReservationSpendRecorded
  | ReservationReminderSent
  | ReservationAttendanceConfirmed
  | ReservationAttendanceUnconfirmed
  | TableOfferHeld
  | TableOfferHoldEnded;

/**
 * Every event that carries the reservation as it leaves it, but for its deletion and a move's start
 * (which carries it twice: leaving here and arriving there). A new such event is a line here.
 */
export const RESERVATION_UPDATES = [
  'ReservationPlaced',
  'ReservationChanged',
  'ReservationConfirmed',
  'ReservationRejected',
  'ReservationCancelled',
  'ReservationMovedIn',
  'ReservationMoveAbandoned',
  'ReservationMailResent',
  'ReservationArrived',
  'ReservationWalkedIn',
  'ReservationNoShow',
  'ReservationPaymentReceived',
  'ReservationPaymentUndone',
  'ReservationPaymentSettled',
  'ReservationDepositChanged',
  'ReservationSpendRecorded',
  'ReservationReminderSent',
  'ReservationAttendanceConfirmed',
  'ReservationAttendanceUnconfirmed',
] as const satisfies Extract<TableNightEvent, { data: Snapshot }>['type'][];

export interface TableHold {
  offerId: string;
  /** The waitlist entry it is offered to. */
  entryId: string;
  /** ISO instant: a placement at or after it no longer yields to the hold. */
  until: string;
}

export type HoldEnd = 'claimed' | 'expired' | 'withdrawn';

export interface KeptReservation {
  reservation: Reservation;
  deleted: boolean;
  /** Set while a move to another table or night is under way: it still holds this table. */
  leavingFor: TableNight | null;
  /** What it will be there, while it is leaving. */
  arriving?: Reservation;
  /** Set once it has left for another table or night. */
  movedTo: TableNight | null;
}

export interface TableNightState {
  reservations: Record<string, KeptReservation>;
  /** A waitlist offer holding the table, until it is claimed, runs out or is withdrawn. */
  hold: TableHold | null;
  /** How each offer held here ended, by offer id (the claim's reservation with it). */
  endedHolds: Record<string, { reason: HoldEnd; reservationId?: string }>;
}

export const initialTableNightState = (): TableNightState => ({ reservations: {}, hold: null, endedHolds: {} });

const HOLDING_STATUSES: readonly ReservationStatus[] = ['Pending', 'Complete', 'Arrived', 'AwaitingPayment'];
const holdsTable = (kept: KeptReservation) => !kept.deleted && kept.movedTo === null && HOLDING_STATUSES.includes(kept.reservation.status);

export const activeReservation = (state: TableNightState): Reservation | null =>
  Object.values(state.reservations).find(holdsTable)?.reservation ?? null;

export function evolveTableNight(state: TableNightState, event: TableNightEvent): TableNightState {
  switch (event.type) {
    case 'TableOfferHeld':
      return { ...state, hold: { offerId: event.data.offerId, entryId: event.data.entryId, until: event.data.until } };
    case 'TableOfferHoldEnded': {
      const { offerId, reason, reservationId } = event.data;
      const hold = state.hold?.offerId === offerId ? null : state.hold;
      return { ...state, hold, endedHolds: { ...state.endedHolds, [offerId]: reservationId ? { reason, reservationId } : { reason } } };
    }
    case 'ReservationMovedOut': {
      const found = state.reservations[event.data.reservationId];
      return found ? keep(state, { ...found, leavingFor: null, movedTo: event.data.to }) : state;
    }
    case 'ReservationMoveStarted':
      return keep(state, { reservation: event.data.reservation, deleted: false, leavingFor: event.data.to, arriving: event.data.arriving, movedTo: null });
    case 'ReservationDeleted':
      return keep(state, { reservation: event.data.reservation, deleted: true, leavingFor: null, movedTo: null });
    case 'ReservationMoveAbandoned':
    case 'ReservationPlaced':
    case 'ReservationChanged':
    case 'ReservationConfirmed':
    case 'ReservationRejected':
    case 'ReservationCancelled':
    case 'ReservationMovedIn':
    case 'ReservationMailResent':
    case 'ReservationArrived':
    case 'ReservationWalkedIn':
    case 'ReservationNoShow':
    case 'ReservationPaymentReceived':
    case 'ReservationPaymentUndone':
    case 'ReservationPaymentSettled':
    case 'ReservationDepositChanged':
    case 'ReservationSpendRecorded':
    case 'ReservationReminderSent':
    case 'ReservationAttendanceConfirmed':
    case 'ReservationAttendanceUnconfirmed':
      return keep(state, { reservation: event.data.reservation, deleted: false, leavingFor: null, movedTo: null });
    default:
      return assertNever(event);
  }
}

const keep = (state: TableNightState, kept: KeptReservation): TableNightState => ({
  ...state,
  reservations: { ...state.reservations, [kept.reservation.reservationId]: kept },
});

// ---------------------------------------------------------------------------------------------
// What the handler reads from other streams and the clock, handed in as facts.

export interface VenueFacts {
  exists: boolean;
  approved: boolean;
  name: string;
  email: string;
  /** Null when the venue has not told its working hours: then every night is taken as open. */
  openOnNight: boolean | null;
}

export interface TableFacts {
  exists: boolean;
  clubId: string;
  name: string;
  maxPersons: number;
}

export interface EventFacts {
  exists: boolean;
  clubId: string;
  night: string;
  title: string;
  ticketPrice?: string;
  /** HH:mm in Belgrade: the night starts then for its bookings (a deposit is due by it). */
  startTime?: string;
}

export interface BookingFacts {
  venue: VenueFacts;
  table: TableFacts;
  event: EventFacts | null;
  /** The night that is on now in Europe/Belgrade: nights before it are over. */
  tonight: string;
}

/** The night the reservation is for: an event fixes it, otherwise the one asked for. */
export function bookedNight(requested: string | undefined, event: EventFacts | null): string | null {
  return event?.exists ? event.night : (requested ?? null);
}

function assertBookable(clubId: string, night: string, persons: number, facts: BookingFacts): void {
  const { venue, table, event } = facts;
  if (!venue.exists || !venue.approved) throw notFound(MESSAGES.venueNotFound);
  if (!table.exists) throw notFound(MESSAGES.tableNotFound);
  if (table.clubId !== clubId) throw badRequest(MESSAGES.tableOfAnotherVenue, 'tableId');
  if (event && !event.exists) throw badRequest(MESSAGES.eventNotFound, 'eventId');
  if (event && event.clubId !== clubId) throw badRequest(MESSAGES.eventOfAnotherVenue, 'eventId');
  if (night < facts.tonight) throw badRequest(MESSAGES.nightOver, 'date');
  if (venue.openOnNight === false) throw badRequest(MESSAGES.venueClosed, 'date');
  if (persons > table.maxPersons) throw badRequest(MESSAGES.tooManyPersons(table.maxPersons), 'persons');
}

function assertTableFree(state: TableNightState, reservationId: string, namesHolder = false): void {
  const holder = activeReservation(state);
  if (holder && holder.reservationId !== reservationId) throw conflict(namesHolder ? heldBy(holder) : MESSAGES.tableTaken, 'tableId');
}

/** Who holds the table, for the venue's own people: the guest, and the deposit's deadline while it is due. */
function heldBy(holder: Reservation): string {
  const guest = `${holder.firstName} ${holder.lastName}`.trim();
  const until = holder.status === 'AwaitingPayment' && holder.deposit?.state === 'due' ? belgradeTime(holder.deposit.dueAt) : undefined;
  return MESSAGES.tableHeldBy({ table: holder.tableName, guest, status: RESERVATION_STATUS_LABELS[holder.status], until });
}

/** A hold not yet ended keeps the table for its offer: a move or a returning guest waits for it to end. */
function assertNotHeld(state: TableNightState): void {
  if (state.hold) throw conflict(MESSAGES.tableTaken, 'tableId');
}

// ---------------------------------------------------------------------------------------------
// Who may do what

/** The venue's manager and staff, and admins, run its reservations. */
export function runsVenue(actor: Actor, clubId: string): boolean {
  if (actor === 'anonymous') return false;
  return actor.role === 'admin' || ((actor.role === 'manager' || actor.role === 'staff') && actor.clubId === clubId);
}

const isOwner = (actor: Actor, reservation: Reservation) => actor !== 'anonymous' && reservation.userId !== null && actor.userId === reservation.userId;

/** Who may read a reservation, with the guest's phone and e-mail. */
export const maySee = (actor: Actor, reservation: Reservation) => runsVenue(actor, reservation.clubId) || isOwner(actor, reservation);

// ---------------------------------------------------------------------------------------------
// Commands

export interface PlaceReservation {
  type: 'PlaceReservation';
  actor: Actor;
  reservationId: string;
  uniqueId: string;
  clubId: string;
  tableId: string;
  eventId: string | null;
  night: string;
  persons: number;
  guest: Guest;
  facts: BookingFacts;
  placedAt: string;
  coupon?: AppliedCoupon;
  /** A guest at the door: placed by the venue's staff for tonight and arrived at once. */
  walkIn?: { byName: string; men?: number; women?: number; commandId?: string };
  /** The waitlist offer this placement claims: it alone may take a table its hold keeps. */
  offerId?: string;
  /** The venue's terms that apply to this table and night, recorded as they are now. */
  terms?: ReservationTermsView;
  /** The deposit they ask (state `due`): the reservation waits for it as AwaitingPayment. */
  deposit?: ReservationDepositView;
}

function place(command: PlaceReservation, state: TableNightState): TableNightEvent[] {
  const { facts, clubId, night, persons } = command;
  assertBookable(clubId, night, persons, facts);
  if (command.walkIn && !runsVenue(command.actor, clubId)) throw forbidden(MESSAGES.walkInStaff);
  if (command.walkIn && night !== facts.tonight) throw badRequest(MESSAGES.notTonight(displayNight(night)), 'date');
  // The guest's own booking is mailed; one the venue takes (by phone) may have no address.
  if (!command.walkIn && !command.guest.email && !runsVenue(command.actor, clubId)) throw badRequest(MESSAGES.emailRequired, 'email');
  if (state.reservations[command.reservationId]) return [];
  const holdEnded = yieldingHold(command, state);
  assertTableFree(state, command.reservationId, runsVenue(command.actor, clubId));
  const reservation: Reservation = {
    reservationId: command.reservationId,
    uniqueId: command.uniqueId,
    clubId,
    club: facts.venue.name,
    tableId: command.tableId,
    tableName: facts.table.name,
    night,
    eventId: command.eventId,
    eventTitle: facts.event?.title ?? '',
    ...command.guest,
    persons,
    status: 'Pending',
    // The venue books for a guest (by phone): the booking is the guest's, not the staff member's.
    userId: command.actor === 'anonymous' || runsVenue(command.actor, clubId) ? null : command.actor.userId,
    placedAt: command.placedAt,
    version: 1,
    ...(command.coupon ? couponOnReservation(command.coupon, facts.event) : {}),
    ...(command.terms ? { terms: command.terms } : {}),
    ...(command.deposit && !command.walkIn ? { deposit: command.deposit, status: 'AwaitingPayment' as const } : {}),
  };
  const ended = holdEnded ? [holdEndedEvent(command, holdEnded)] : [];
  if (command.walkIn) return [{ type: 'ReservationWalkedIn', data: { reservation: { ...reservation, ...walkedIn(command) } } }, ...ended];
  return [{ type: 'ReservationPlaced', data: { reservation, venueEmail: facts.venue.email } }, ...ended];
}

/**
 * What a waitlist hold says to a placement: the claim of its own offer takes the table and ends the
 * hold (claimed), before `until` only; any other placement is refused while the hold lasts, and
 * past `until` takes the table and ends the hold (expired). An offer no longer held here is gone (410).
 */
function yieldingHold(command: PlaceReservation, state: TableNightState): { offerId: string; reason: HoldEnd } | null {
  const { hold } = state;
  const inTime = hold !== null && Date.parse(command.placedAt) < Date.parse(hold.until);
  if (command.offerId !== undefined) {
    if (!hold || hold.offerId !== command.offerId || !inTime) throw new DomainError(410, WAITLIST_MESSAGES.offerGone);
    return { offerId: hold.offerId, reason: 'claimed' };
  }
  if (!hold) return null;
  if (inTime) throw conflict(runsVenue(command.actor, command.clubId) ? offeredTo(hold, command.facts.table.name) : MESSAGES.tableTaken, 'tableId');
  return { offerId: hold.offerId, reason: 'expired' };
}

const offeredTo = (hold: TableHold, table: string) => MESSAGES.tableOffered({ table, until: belgradeTime(hold.until) });

const holdEndedEvent = ({ clubId, tableId, night, reservationId }: PlaceReservation, ended: { offerId: string; reason: HoldEnd }): TableOfferHoldEnded => ({
  type: 'TableOfferHoldEnded',
  data: { offerId: ended.offerId, clubId, tableId, night, reason: ended.reason, ...(ended.reason === 'claimed' ? { reservationId } : {}) },
});

function walkedIn({ actor, walkIn, persons, placedAt }: PlaceReservation): Partial<Reservation> {
  const { byName, men, women, commandId } = walkIn!;
  const byUserId = actor === 'anonymous' ? '' : actor.userId;
  return { status: 'Arrived', walkIn: true, userId: null, arrival: definedOnly({ persons, men, women, at: placedAt, byUserId, byName, commandId }) as Arrival };
}

/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export const displayNight = formatNight;

function couponOnReservation(coupon: AppliedCoupon, event: EventFacts | null): Partial<Reservation> {
  const ticketPrice = event?.exists && event.ticketPrice ? { ticketPrice: event.ticketPrice } : {};
  return { couponId: coupon.couponId, couponCode: coupon.code, discountPercent: coupon.discountPercent, ...ticketPrice };
}

function kept(state: TableNightState, reservationId: string): KeptReservation {
  const found = state.reservations[reservationId];
  if (!found || found.deleted) throw notFound(MESSAGES.notFound);
  return found;
}

/** The reservation as it stands here; refused when it has moved on or the caller's copy is stale. */
function current(state: TableNightState, reservationId: string, expectedVersion: number | undefined): Reservation {
  const found = kept(state, reservationId);
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  if (found.leavingFor) throw conflict(MESSAGES.moving);
  if (expectedVersion !== undefined && expectedVersion !== found.reservation.version) throw conflict(MESSAGES.stale, 'version');
  return found.reservation;
}

/** Not a refusal: the handler follows the reservation to where it went. */
export class ReservationMovedError extends Error {
  constructor(readonly to: TableNight) {
    super('Reservation moved');
    this.name = 'ReservationMovedError';
  }
}

const next = (reservation: Reservation, changes: Partial<Reservation>): Reservation => ({ ...reservation, ...changes, version: reservation.version + 1 });

export interface GuestChanges extends Partial<Guest> {
  persons?: number;
  eventId?: string | null;
  eventTitle?: string;
}

export interface ChangeReservation {
  type: 'ChangeReservation';
  actor: Actor;
  reservationId: string;
  expectedVersion?: number;
  changes: GuestChanges;
  /** The table's seats, for a new number of persons. */
  maxPersons: number;
  /** The night on now: a night before it keeps only the door's record. */
  tonight?: string;
}

/** A night that is over is history: only the door's record (arrivals, no-shows) is still written. */
function assertNightOn(reservation: Reservation, tonight: string | undefined): void {
  if (tonight !== undefined && reservation.night < tonight) throw conflict(MESSAGES.nightPast, 'date');
}

function change(command: ChangeReservation, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  assertNightOn(reservation, command.tonight);
  const changed = (Object.keys(command.changes) as (keyof GuestChanges)[]).filter(
    (field) => command.changes[field] !== undefined && command.changes[field] !== reservation[field],
  );
  if (changed.length === 0) return [];
  const persons = command.changes.persons ?? reservation.persons;
  if (persons > command.maxPersons) throw badRequest(MESSAGES.tooManyPersons(command.maxPersons), 'persons');
  const changes = Object.fromEntries(changed.map((field) => [field, command.changes[field]]));
  return [{ type: 'ReservationChanged', data: { reservation: next(reservation, changes), changed } }];
}

export interface SetReservationStatus {
  type: 'SetReservationStatus';
  actor: Actor;
  reservationId: string;
  status: ReservationStatus;
  expectedVersion?: number;
  /** The guest proved it with the signed link from their mail. */
  byGuestLink: boolean;
  /** The night on now (left out by the system's own corrections). */
  tonight?: string;
  /** ISO instant of the change: a paid deposit's fate on a cancellation depends on it. */
  at?: string;
}

/** The door's statuses (Arrived, NoShow) are reached through RecordArrival and RecordNoShow only. */
const VENUE_TRANSITIONS: Record<ReservationStatus, ReservationStatus[]> = {
  Pending: ['Complete', 'Rejected', 'Cancelled'],
  Complete: ['Rejected', 'Cancelled'],
  Rejected: [],
  Cancelled: [],
  Arrived: [],
  NoShow: [],
  // Confirmed only by its deposit (RecordDepositPayment).
  AwaitingPayment: ['Rejected', 'Cancelled'],
};
const GUEST_TRANSITIONS: Record<ReservationStatus, ReservationStatus[]> = {
  Pending: ['Cancelled'],
  Complete: ['Cancelled'],
  Rejected: [],
  Cancelled: [],
  Arrived: [],
  NoShow: [],
  AwaitingPayment: ['Cancelled'],
};

function setStatus(command: SetReservationStatus, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  const asVenue = runsVenue(command.actor, reservation.clubId);
  const asGuest = command.byGuestLink || isOwner(command.actor, reservation);
  if (!asVenue && !asGuest) throw forbidden();
  if (reservation.status === command.status) return [];
  assertNightOn(reservation, command.tonight);
  const transitions = asVenue ? VENUE_TRANSITIONS[reservation.status] : GUEST_TRANSITIONS[reservation.status];
  if (!transitions.includes(command.status)) throw conflict(MESSAGES.transition, 'status');
  const changed = next(reservation, { status: command.status });
  switch (command.status) {
    case 'Complete':
      return [{ type: 'ReservationConfirmed', data: { reservation: changed } }];
    case 'Rejected':
      return withDepositOutcome({ type: 'ReservationRejected', data: { reservation: changed } }, depositOutcome(changed, 'rejected'));
    case 'Cancelled':
      return withDepositOutcome({ type: 'ReservationCancelled', data: { reservation: changed, byGuest: asGuest && !asVenue } }, depositOutcome(changed, 'cancelled', command.at));
    case 'Pending':
    case 'Arrived':
    case 'NoShow':
    case 'AwaitingPayment':
      throw conflict(MESSAGES.transition, 'status');
    default:
      return assertNever(command.status);
  }
}

export interface DeleteReservation {
  type: 'DeleteReservation';
  actor: Actor;
  reservationId: string;
}

function remove(command: DeleteReservation, state: TableNightState): TableNightEvent[] {
  const found = state.reservations[command.reservationId];
  if (!found) throw notFound(MESSAGES.notFound);
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  if (found.leavingFor) throw conflict(MESSAGES.moving);
  if (!runsVenue(command.actor, found.reservation.clubId)) throw forbidden();
  if (found.deleted) return [];
  return [{ type: 'ReservationDeleted', data: { reservation: next(found.reservation, {}) } }];
}

/**
 * A move to another table or night runs in three steps, so the reservation is never held nowhere:
 * here it is marked leaving (it keeps its table, and no other change is taken meanwhile), it
 * arrives at the other table-night, and then leaves here for good. If the arrival is refused the
 * move is abandoned. A reactor finishes any move a dead process left between the steps.
 */
export interface StartMove {
  type: 'StartMove';
  actor: Actor;
  reservationId: string;
  expectedVersion?: number;
  to: TableNight;
  /** The changes that travel with it (persons, guest, event), applied on arrival. */
  changes: GuestChanges & { tableName: string };
  tonight?: string;
  /** When the night it goes to starts (the event's start or the venue's opening; null: not known). */
  nightStartsAt?: string | null;
}

function startMove(command: StartMove, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  assertNightOn(reservation, command.tonight);
  if (reservation.status !== 'Pending' && reservation.status !== 'Complete' && reservation.status !== 'AwaitingPayment') throw conflict(MESSAGES.transition, 'status');
  const leaving = next(reservation, {});
  const arriving = next(leaving, { ...definedOnly(command.changes), tableId: command.to.tableId, night: command.to.night });
  // Another night is reminded afresh, at its own hour.
  if (command.to.night !== reservation.night) {
    delete arriving.reminder;
    delete arriving.attendance;
    // The free-cancellation window counts back from the new night's start.
    if (arriving.terms) arriving.terms = termsOfNight({ ...arriving.terms, nightStartsAt: command.nightStartsAt ?? null }, command.to.night);
  }
  return [{ type: 'ReservationMoveStarted', data: { reservation: leaving, to: command.to, arriving } }];
}

export const definedOnly = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Step two, on the stream it goes to: the reservation holds the new table and night. */
export interface MoveReservationIn {
  type: 'MoveReservationIn';
  arriving: Reservation;
  from: TableNight;
  facts: BookingFacts;
}

function moveIn(command: MoveReservationIn, state: TableNightState): TableNightEvent[] {
  const { arriving, facts } = command;
  const already = state.reservations[arriving.reservationId];
  if (already && already.reservation.version >= arriving.version) return [];
  assertBookable(arriving.clubId, arriving.night, arriving.persons, facts);
  assertTableFree(state, arriving.reservationId);
  assertNotHeld(state);
  return [{ type: 'ReservationMovedIn', data: { reservation: arriving, from: command.from } }];
}

/** Step three, on the stream it leaves. Idempotent: a second finish of the same move changes nothing. */
export interface FinishMove {
  type: 'FinishMove';
  reservationId: string;
  to: TableNight;
}

function finishMove(command: FinishMove, state: TableNightState): TableNightEvent[] {
  const found = kept(state, command.reservationId);
  if (found.movedTo && sameTableNight(found.movedTo, command.to)) return [];
  if (!found.leavingFor || !sameTableNight(found.leavingFor, command.to)) return [];
  return [{ type: 'ReservationMovedOut', data: { reservationId: command.reservationId, clubId: found.reservation.clubId, to: command.to } }];
}

/** The arrival was refused: the reservation stays here as it was. */
export interface AbandonMove {
  type: 'AbandonMove';
  reservationId: string;
  to: TableNight;
}

function abandonMove(command: AbandonMove, state: TableNightState): TableNightEvent[] {
  const found = kept(state, command.reservationId);
  if (!found.leavingFor || !sameTableNight(found.leavingFor, command.to)) return [];
  return [{ type: 'ReservationMoveAbandoned', data: { reservation: next(found.reservation, {}) } }];
}

const sameTableNight = (a: TableNight, b: TableNight) => a.tableId === b.tableId && a.night === b.night;

export interface ResendReservationMail {
  type: 'ResendReservationMail';
  actor: Actor;
  reservationId: string;
}

function resendMail(command: ResendReservationMail, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  return [{ type: 'ReservationMailResent', data: { reservation: next(reservation, {}) } }];
}

// ---------------------------------------------------------------------------------------------
// The door

/**
 * The guests came in. A door phone may send the same arrival twice (a replay after it was offline):
 * the same `commandId` changes nothing; another arrival is refused naming when and who.
 */
export interface RecordArrival {
  type: 'RecordArrival';
  actor: Actor;
  reservationId: string;
  persons: number;
  men?: number;
  women?: number;
  commandId?: string;
  byName: string;
  at: string;
  tonight: string;
}

function recordArrival(command: RecordArrival, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  if (reservation.status === 'Arrived') return sameDoorCommand(reservation.arrival?.commandId, command.commandId) ? [] : alreadyArrived(reservation);
  if (reservation.night > command.tonight) throw conflict(MESSAGES.notTonight(displayNight(reservation.night)), 'date');
  if (reservation.status === 'Rejected' || reservation.status === 'Cancelled') throw conflict(MESSAGES.notAtDoor, 'status');
  // A guest released at the cutoff who comes after all gets the table back while it is still free.
  if (reservation.status === 'NoShow') {
    assertTableFree(state, reservation.reservationId);
    assertNotHeld(state);
  }
  if ((command.men ?? 0) + (command.women ?? 0) > command.persons) throw badRequest(MESSAGES.arrivalSplit, 'men');
  const byUserId = command.actor === 'anonymous' ? '' : command.actor.userId;
  const { persons, men, women, commandId, byName, at } = command;
  const arrival = definedOnly({ persons, men, women, at, byUserId, byName, commandId }) as Arrival;
  return [{ type: 'ReservationArrived', data: { reservation: next(reservation, { status: 'Arrived', arrival }) } }];
}

const sameDoorCommand = (recorded: string | undefined, sent: string | undefined) => recorded !== undefined && recorded === sent;

function alreadyArrived(reservation: Reservation): never {
  const arrival = reservation.arrival;
  const guest = `${reservation.firstName} ${reservation.lastName}`.trim();
  throw conflict(MESSAGES.alreadyArrived({ guest, table: reservation.tableName, time: arrival ? belgradeTime(arrival.at) : '', by: arrival?.byName ?? '' }), 'status');
}

/** HH:mm in Belgrade, as the door reads a time. */
export const belgradeTime = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/**
 * The guests never came: the table is free again. By hand at the door ('Oslobodi sto'), or by the
 * night's scheduled release at the venue's hold cutoff, which changes nothing once they arrived
 * (or the reservation ended another way) meanwhile.
 */
export interface RecordNoShow {
  type: 'RecordNoShow';
  actor: Actor;
  reservationId: string;
  released: boolean;
  commandId?: string;
  tonight: string;
}

function recordNoShow(command: RecordNoShow, state: TableNightState): TableNightEvent[] {
  const found = state.reservations[command.reservationId];
  if (command.released && (!found || found.deleted || found.movedTo || found.leavingFor)) return [];
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const open = reservation.status === 'Pending' || reservation.status === 'Complete' || reservation.status === 'AwaitingPayment';
  if (command.released) return open ? noShowWithDeposit(reservation, command) : [];
  if (reservation.status === 'NoShow') return [];
  if (reservation.status === 'Arrived') return alreadyArrived(reservation);
  if (!open) throw conflict(MESSAGES.notAtDoor, 'status');
  if (reservation.night > command.tonight) throw conflict(MESSAGES.notYet, 'date');
  return noShowWithDeposit(reservation, command);
}

function noShowWithDeposit(reservation: Reservation, command: RecordNoShow): TableNightEvent[] {
  const event = noShow(reservation, command);
  return withDepositOutcome(event, depositOutcome(event.data.reservation, 'noShow'));
}

/** The event that ended the reservation, then, when it had a paid deposit, what becomes of it. */
function withDepositOutcome(ended: ReservationRejected | ReservationCancelled | ReservationNoShow, outcome: 'refundDue' | 'kept' | null): TableNightEvent[] {
  if (!outcome) return [ended];
  const reservation = ended.data.reservation;
  const deposit = { ...reservation.deposit!, state: outcome };
  return [ended, { type: 'ReservationDepositChanged', data: { reservation: next(reservation, { deposit }), state: outcome } }];
}

const noShow = (reservation: Reservation, { released, commandId }: RecordNoShow): ReservationNoShow => ({
  type: 'ReservationNoShow',
  data: { reservation: next(reservation, { status: 'NoShow' }), released, ...(commandId ? { commandId } : {}) },
});

/** A line of the spend as sent, with the menu item it names as the menu read model has it now (null: no such item). */
export interface SpendLine {
  itemId: string;
  quantity: number;
  onMenu: { clubId: string; name: string; price: number } | null;
}

/**
 * 'Potrošnja': what the table spent, recorded by the venue once the guests came (or for a confirmed
 * reservation the door did not mark), from the night on: an amount, or items of the venue's menu
 * whose total is the amount. The same spend again changes nothing; another corrects it.
 */
export interface RecordSpend {
  type: 'RecordSpend';
  actor: Actor;
  reservationId: string;
  amount?: number;
  items?: SpendLine[];
  byName: string;
  at: string;
  tonight: string;
}

function recordSpend(command: RecordSpend, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const items = spentItems(command.items ?? [], reservation.clubId);
  const amount = spendAmount(command.amount, items);
  if (reservation.status !== 'Arrived' && reservation.status !== 'Complete') throw conflict(REPORT_MESSAGES.notServed, 'status');
  if (reservation.night > command.tonight) throw conflict(MESSAGES.notYet, 'date');
  if (reservation.spend?.amount === amount && sameItems(reservation.spend.items ?? [], items)) return [];
  const { byName, at } = command;
  const spend: RecordedSpend = { amount, ...(items.length > 0 ? { items } : {}), at, byUserId: command.actor === 'anonymous' ? '' : command.actor.userId, byName };
  return [{ type: 'ReservationSpendRecorded', data: { reservation: next(reservation, { spend }), amount, byName } }];
}

/** The lines priced as the venue's menu has them now; an item not on this venue's menu is the form's mistake. */
function spentItems(lines: SpendLine[], clubId: string): SpentItem[] {
  return lines.map(({ itemId, quantity, onMenu }, index) => {
    if (onMenu?.clubId !== clubId) throw badRequest(REPORT_MESSAGES.itemId, `items.${index}.itemId`);
    return { itemId, name: onMenu.name, price: onMenu.price, quantity };
  });
}

/** With items the spend is their total (an amount sent too must say the same); without, the amount sent. */
function spendAmount(amount: number | undefined, items: SpentItem[]): number {
  if (items.length === 0) {
    if (amount === undefined) throw badRequest(REPORT_MESSAGES.amount, 'amount');
    return amount;
  }
  const total = spentItemsTotal(items);
  if (total > MAX_SPEND) throw badRequest(REPORT_MESSAGES.amount, 'items');
  if (amount !== undefined && amount !== total) throw badRequest(REPORT_MESSAGES.amountNotItems(total), 'amount');
  return total;
}

const sameItems = (before: SpentItem[], after: SpentItem[]) =>
  before.length === after.length &&
  before.every((item, index) => item.itemId === after[index].itemId && item.name === after[index].name && item.price === after[index].price && item.quantity === after[index].quantity);

// ---------------------------------------------------------------------------------------------
// Waitlist offers (the waitlist module runs them; the table-night only keeps the hold)

/** Holds the free table for a waitlist offer; the same offer again changes nothing. */
export interface HoldTableForOffer {
  type: 'HoldTableForOffer';
  hold: TableOfferHeld['data'];
}

function holdForOffer({ hold }: HoldTableForOffer, state: TableNightState): TableNightEvent[] {
  if (state.hold?.offerId === hold.offerId || state.endedHolds[hold.offerId]) return [];
  assertTableFree(state, '');
  if (state.hold) throw conflict(WAITLIST_MESSAGES.tableOffered, 'tableId');
  return [{ type: 'TableOfferHeld', data: hold }];
}

/** The offer ran out (its scheduled expiry) or was withdrawn: nothing once its hold has ended (a claim came first). */
export interface EndTableOfferHold {
  type: 'EndTableOfferHold';
  offerId: string;
  reason: Exclude<HoldEnd, 'claimed'>;
  clubId: string;
  tableId: string;
  night: string;
}

function endHold(command: EndTableOfferHold, state: TableNightState): TableNightEvent[] {
  if (state.hold?.offerId !== command.offerId) return [];
  const { offerId, reason, clubId, tableId, night } = command;
  return [{ type: 'TableOfferHoldEnded', data: { offerId, clubId, tableId, night, reason } }];
}

// ---------------------------------------------------------------------------------------------
// Deposits (docs/payments.md; the money module runs these commands)

/**
 * 'Uplata primljena': the venue received the deposit, and the reservation is confirmed. The same
 * payment again changes nothing (twenty taps or a payment and its repeat give one event); a payment
 * after the hold ran out is refused, the reservation having been cancelled and its table freed.
 */
export interface RecordDepositPayment {
  type: 'RecordDepositPayment';
  actor: Actor;
  reservationId: string;
  /** RSD received; the deposit's amount when left out. */
  amount?: number;
  byName: string;
  at: string;
  /** The venue's setting: a received deposit confirms the reservation, or leaves it Pending for the venue to confirm. */
  confirms?: boolean;
  /** 'cash' or 'card': paid at the door ('Plaćeno na ulazu'); a bank transfer otherwise. */
  method?: PaymentMethod;
  /** Recorded by hand ('Uplata primljena' on Depoziti): it can be undone for PAYMENT_UNDO_MINUTES, and stands after. */
  undoable?: boolean;
}

function recordPayment(command: RecordDepositPayment, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const deposit = reservation.deposit;
  if (!deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'amount');
  if (deposit.state === 'paid' || deposit.state === 'refundDue' || deposit.state === 'refunded' || deposit.state === 'kept') return [];
  if (deposit.state === 'expired') throw conflict(TERMS_MESSAGES.paymentTooLate, 'status');
  if (reservation.status !== 'AwaitingPayment' || deposit.state !== 'due') throw conflict(TERMS_MESSAGES.notAwaitingPayment, 'status');
  const amount = command.amount ?? deposit.amount;
  const undoable = command.undoable ? { undoableUntil: new Date(Date.parse(command.at) + PAYMENT_UNDO_MINUTES * 60_000).toISOString() } : {};
  const paid: ReservationDepositView = { ...deposit, state: 'paid', paidAt: command.at, paidAmount: amount, ...undoable };
  const status = command.confirms === false ? 'Pending' : 'Complete';
  const method = command.method && command.method !== 'bank' ? { method: command.method } : {};
  return [{ type: 'ReservationPaymentReceived', data: { reservation: next(reservation, { status, deposit: paid }), amount, byName: command.byName, ...method } }];
}

/**
 * 'Poništi': a payment recorded by hand is taken back while its window is open, and the reservation
 * awaits its deposit again as before it, holding its table until the same deadline. Undone already
 * (or never paid) it changes nothing; a payment that stands, or a reservation that moved on (arrived,
 * cancelled, ended), is refused.
 */
export interface UndoDepositPayment {
  type: 'UndoDepositPayment';
  actor: Actor;
  reservationId: string;
  byName: string;
  at: string;
}

function undoPayment(command: UndoDepositPayment, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const deposit = reservation.deposit;
  if (!deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'state');
  if (reservation.status === 'AwaitingPayment' && deposit.state === 'due') return [];
  const onHold = deposit.state === 'paid' && (reservation.status === 'Complete' || reservation.status === 'Pending');
  if (!onHold || !deposit.undoableUntil) throw conflict(TERMS_MESSAGES.nothingToUndo, 'state');
  if (Date.parse(command.at) >= Date.parse(deposit.undoableUntil)) throw conflict(TERMS_MESSAGES.undoTooLate, 'state');
  const { paidAt: _paidAt, paidAmount, undoableUntil: _until, ...unpaid } = deposit;
  const awaiting = next(reservation, { status: 'AwaitingPayment', deposit: { ...unpaid, state: 'due', paidAt: null, paidAmount: null } });
  return [{ type: 'ReservationPaymentUndone', data: { reservation: awaiting, amount: paidAmount ?? deposit.amount, byName: command.byName } }];
}

/**
 * The undo window of a payment recorded by hand is over (its scheduled settling): paid still, the
 * payment stands. Undone, ended or settled meanwhile, or not yet due, it changes nothing.
 */
export interface SettleDepositPayment {
  type: 'SettleDepositPayment';
  reservationId: string;
  at: string;
}

function settlePayment(command: SettleDepositPayment, state: TableNightState): TableNightEvent[] {
  const reservation = followed(state, command.reservationId);
  const deposit = reservation?.deposit;
  if (!reservation || deposit?.state !== 'paid' || !deposit.undoableUntil) return [];
  if (Date.parse(command.at) < Date.parse(deposit.undoableUntil)) return [];
  const { undoableUntil: _until, ...standing } = deposit;
  return [{ type: 'ReservationPaymentSettled', data: { reservation: next(reservation, { deposit: standing }), amount: deposit.paidAmount ?? deposit.amount } }];
}

/**
 * 'Vraćeno': the venue returned a deposit whose refund was due. The same again changes nothing;
 * a deposit not due back (unpaid, kept, or the reservation still on) is refused.
 */
export interface RefundDeposit {
  type: 'RefundDeposit';
  actor: Actor;
  reservationId: string;
  byName: string;
}

function refundDeposit(command: RefundDeposit, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const deposit = reservation.deposit;
  if (!deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'state');
  if (deposit.state === 'refunded') return [];
  if (deposit.state !== 'refundDue') throw conflict(TERMS_MESSAGES.noRefundDue, 'state');
  const refunded = next(reservation, { deposit: { ...deposit, state: 'refunded' } });
  return [{ type: 'ReservationDepositChanged', data: { reservation: refunded, state: 'refunded', byName: command.byName } }];
}

/**
 * The deposit's hold ran out (its scheduled expiry): unpaid, the reservation is cancelled and the
 * table freed, like a no-show. Paid, cancelled or ended another way meanwhile, or not yet due (the
 * schedule moved), it changes nothing.
 */
export interface ExpireDeposit {
  type: 'ExpireDeposit';
  reservationId: string;
  at: string;
}

function expireDeposit(command: ExpireDeposit, state: TableNightState): TableNightEvent[] {
  const found = state.reservations[command.reservationId];
  if (!found || found.deleted) return [];
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  // Not a refusal: the move finishes in a moment, and the expiry runs again then.
  if (found.leavingFor) throw new Error('The reservation is moving: its deposit expires once it has arrived');
  const reservation = found.reservation;
  const deposit = reservation.deposit;
  if (reservation.status !== 'AwaitingPayment' || deposit?.state !== 'due') return [];
  if (Date.parse(command.at) < Date.parse(deposit.dueAt)) return [];
  const expired: ReservationDepositView = { ...deposit, state: 'expired' };
  return [{ type: 'ReservationCancelled', data: { reservation: next(reservation, { status: 'Cancelled', deposit: expired }), byGuest: false, reason: 'unpaid' } }];
}

// ---------------------------------------------------------------------------------------------
// The night's reminder (docs/reminders.md; the reservations module schedules it)

/**
 * The scheduled reminder of `night`: mailed once to the guest of a reservation still confirmed for
 * that night, placed before the reminder hour, while the night has not started. A reservation moved
 * to another night (its new night has its own schedule), reminded already, or ended changes nothing.
 */
export interface SendReservationReminder {
  type: 'SendReservationReminder';
  reservationId: string;
  night: string;
  /** The reminder hour of the night (ISO instant). */
  remindAt: string;
  /** The night's start: an answer is awaited until then. */
  cutoffAt: string;
  at: string;
}

function sendReminder(command: SendReservationReminder, state: TableNightState): TableNightEvent[] {
  const reservation = followed(state, command.reservationId);
  if (!reservation || reservation.night !== command.night || reservation.status !== 'Complete' || !reservation.email) return [];
  if (reservation.reminder?.night === command.night) return [];
  if (Date.parse(reservation.placedAt) >= Date.parse(command.remindAt) || Date.parse(command.at) >= Date.parse(command.cutoffAt)) return [];
  const reminder: SentReminder = { night: command.night, sentAt: command.at, cutoffAt: command.cutoffAt };
  return [{ type: 'ReservationReminderSent', data: { reservation: next(reservation, { reminder }) } }];
}

/** The reservation a scheduled command is about, where it stands here; null when it is gone. Moving on is followed or waited for. */
function followed(state: TableNightState, reservationId: string): Reservation | null {
  const found = state.reservations[reservationId];
  if (!found || found.deleted) return null;
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  // Not a refusal: the move finishes in a moment, and the schedule runs again then.
  if (found.leavingFor) throw new Error('The reservation is moving: its reminder waits until it has arrived');
  return found.reservation;
}

/** 'Dolazim' from the reminder: the guest, with the signed link, confirms they are coming. The same again changes nothing. */
export interface ConfirmAttendance {
  type: 'ConfirmAttendance';
  reservationId: string;
  /** The version the link was checked against: a change since (a corrected address) refuses it. */
  expectedVersion?: number;
  tonight: string;
}

function confirmAttendance(command: ConfirmAttendance, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (reservation.attendance === 'confirmed') return [];
  if (command.expectedVersion !== undefined && command.expectedVersion !== reservation.version) throw conflict(MESSAGES.stale, 'version');
  if (reservation.status !== 'Complete') throw conflict(MESSAGES.notConfirmedAnyMore, 'status');
  assertNightOn(reservation, command.tonight);
  return [{ type: 'ReservationAttendanceConfirmed', data: { reservation: next(reservation, { attendance: 'confirmed' }) } }];
}

/** The night has started without an answer to its reminder: 'Nije potvrdio'. An answer, an end or a move meanwhile changes nothing. */
export interface CloseReminder {
  type: 'CloseReminder';
  reservationId: string;
  night: string;
}

function closeReminder(command: CloseReminder, state: TableNightState): TableNightEvent[] {
  const reservation = followed(state, command.reservationId);
  if (!reservation || reservation.reminder?.night !== command.night || reservation.attendance || reservation.status !== 'Complete') return [];
  return [{ type: 'ReservationAttendanceUnconfirmed', data: { reservation: next(reservation, { attendance: 'unconfirmed' }) } }];
}

export type TableNightCommand =
  | PlaceReservation
  | ChangeReservation
  | SetReservationStatus
  | DeleteReservation
  | StartMove
  | MoveReservationIn
  | FinishMove
  | AbandonMove
  | ResendReservationMail
  | RecordArrival
  | RecordNoShow
  | HoldTableForOffer
  | EndTableOfferHold
  | RecordDepositPayment
  | UndoDepositPayment
  | SettleDepositPayment
  | RefundDeposit
  | ExpireDeposit
  | RecordSpend
  | SendReservationReminder
  | ConfirmAttendance
  | CloseReminder;

export function decideTableNight(command: TableNightCommand, state: TableNightState): TableNightEvent[] {
  switch (command.type) {
    case 'PlaceReservation':
      return place(command, state);
    case 'ChangeReservation':
      return change(command, state);
    case 'SetReservationStatus':
      return setStatus(command, state);
    case 'DeleteReservation':
      return remove(command, state);
    case 'StartMove':
      return startMove(command, state);
    case 'MoveReservationIn':
      return moveIn(command, state);
    case 'FinishMove':
      return finishMove(command, state);
    case 'AbandonMove':
      return abandonMove(command, state);
    case 'ResendReservationMail':
      return resendMail(command, state);
    case 'RecordArrival':
      return recordArrival(command, state);
    case 'RecordNoShow':
      return recordNoShow(command, state);
    case 'HoldTableForOffer':
      return holdForOffer(command, state);
    case 'EndTableOfferHold':
      return endHold(command, state);
    case 'RecordDepositPayment':
      return recordPayment(command, state);
    case 'UndoDepositPayment':
      return undoPayment(command, state);
    case 'SettleDepositPayment':
      return settlePayment(command, state);
    case 'RefundDeposit':
      return refundDeposit(command, state);
    case 'ExpireDeposit':
      return expireDeposit(command, state);
    case 'RecordSpend':
      return recordSpend(command, state);
    case 'SendReservationReminder':
      return sendReminder(command, state);
    case 'ConfirmAttendance':
      return confirmAttendance(command, state);
    case 'CloseReminder':
      return closeReminder(command, state);
    default:
      return assertNever(command);
  }
}

export const tableNightDecider: Decider<TableNightState, TableNightCommand, TableNightEvent> = {
  initialState: initialTableNightState,
  evolve: evolveTableNight,
  decide: decideTableNight,
};
