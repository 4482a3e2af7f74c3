import { RESERVATION_MESSAGES as MESSAGES, formatNight, type Locale, type ReservationDepositView, type ReservationStatus, type ReservationTermsView } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { assertNever } from '#platform/commands/decider';
import { badRequest, conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import { depositOutcome } from '../deposit-outcome';
import { isOwner, runsVenue } from './access';
import { withDepositOutcome } from './deposits';
import type { AppliedCoupon, Arrival, Guest, Reservation, TableNightEvent } from './events';
import { assertBookable, type BookingFacts, type EventFacts } from './facts';
import { holdEndedEvent, yieldingHold } from './holds-and-offers';
import { assertNightOn, current, definedOnly, next, ReservationMovedError } from './kept-reservation';
import type { TableNightState } from './state';
import { assertTableFree } from './table-free';

// Booking: a placement, its changes and its status, and the venue's own hand on it.

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
  /** The language of the page the guest booked on (the mails' language); none: sr-Latn. */
  locale?: Locale;
  /** The promoter of the venue whose code the guest booked through. */
  promoter?: { promoterId: string; name: string };
}

export function place(command: PlaceReservation, state: TableNightState): TableNightEvent[] {
  const { facts, clubId, night, persons } = command;
  assertBookable(clubId, night, persons, facts);
  if (command.walkIn && !runsVenue(command.actor, clubId)) throw forbidden(MESSAGES.walkInStaff);
  if (command.walkIn && night !== facts.tonight) throw badRequest(MESSAGES.notTonight(formatNight(night)), 'date');
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
    ...(command.terms ? { terms: command.terms } : {}),
    ...(command.locale ? { locale: command.locale } : {}),
    ...(command.promoter ? { promoter: command.promoter } : {}),
    ...(command.deposit && !command.walkIn ? { deposit: command.deposit, status: 'AwaitingPayment' as const } : {}),
  };
  return placedEvents(command, command.coupon ? withCoupon(reservation, command.coupon, facts.event) : reservation, holdEnded);
}

function placedEvents(command: PlaceReservation, reservation: Reservation, holdEnded: ReturnType<typeof yieldingHold>): TableNightEvent[] {
  const ended = holdEnded ? [holdEndedEvent(command, holdEnded)] : [];
  if (command.walkIn) return [{ type: 'ReservationWalkedIn', data: { reservation: { ...reservation, ...walkedIn(command) } } }, ...ended];
  return [{ type: 'ReservationPlaced', data: { reservation, venueEmail: command.facts.venue.email } }, ...ended];
}

function walkedIn({ actor, walkIn, persons, placedAt }: PlaceReservation): Partial<Reservation> {
  const { byName, men, women, commandId } = walkIn!;
  const byUserId = actor === 'anonymous' ? '' : actor.userId;
  return { status: 'Arrived', walkIn: true, userId: null, arrival: definedOnly({ persons, men, women, at: placedAt, byUserId, byName, commandId }) as Arrival };
}

/**
 * The placement decided before its coupon's use was taken (what it would refuse is refused before
 * that), with the coupon on the reservation it places: the same events as deciding it with the coupon.
 */
export function withCouponApplied(events: TableNightEvent[], coupon: AppliedCoupon, event: EventFacts | null): TableNightEvent[] {
  return events.map((placed) =>
    placed.type === 'ReservationPlaced' ? { ...placed, data: { ...placed.data, reservation: withCoupon(placed.data.reservation, coupon, event) } } : placed,
  );
}

/** The coupon and its discount on the reservation, before the terms it records (as every placement writes them). */
function withCoupon({ terms, deposit, ...reservation }: Reservation, coupon: AppliedCoupon, event: EventFacts | null): Reservation {
  const ticketPrice = event?.exists && event.ticketPrice ? { ticketPrice: event.ticketPrice } : {};
  return {
    ...reservation,
    couponId: coupon.couponId,
    couponCode: coupon.code,
    discountPercent: coupon.discountPercent,
    ...ticketPrice,
    ...(terms ? { terms } : {}),
    ...(deposit ? { deposit } : {}),
  };
}

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

export function change(command: ChangeReservation, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  assertNightOn(reservation, command.tonight);
  const changed = (Object.keys(command.changes) as (keyof GuestChanges)[]).filter((field) => command.changes[field] !== undefined && command.changes[field] !== reservation[field]);
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

export function setStatus(command: SetReservationStatus, state: TableNightState): TableNightEvent[] {
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

export function remove(command: DeleteReservation, state: TableNightState): TableNightEvent[] {
  const found = state.reservations[command.reservationId];
  if (!found) throw notFound(MESSAGES.notFound);
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  if (found.leavingFor) throw conflict(MESSAGES.moving);
  if (!runsVenue(command.actor, found.reservation.clubId)) throw forbidden();
  if (found.deleted) return [];
  return [{ type: 'ReservationDeleted', data: { reservation: next(found.reservation, {}) } }];
}

export interface ResendReservationMail {
  type: 'ResendReservationMail';
  actor: Actor;
  reservationId: string;
}

export function resendMail(command: ResendReservationMail, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  return [{ type: 'ReservationMailResent', data: { reservation: next(reservation, {}) } }];
}
