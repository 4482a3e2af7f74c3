import { RESERVATION_MESSAGES as MESSAGES, type ReservationStatus } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest, conflict, forbidden, notFound } from '#platform/commands/domain-errors';
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
export type ReservationCancelled = DomainEvent<'ReservationCancelled', Snapshot & { byGuest: boolean }>;
export type ReservationDeleted = DomainEvent<'ReservationDeleted', Snapshot>;
export type ReservationMovedIn = DomainEvent<'ReservationMovedIn', Snapshot & { from: TableNight }>;
export type ReservationMoveStarted = DomainEvent<'ReservationMoveStarted', Snapshot & { to: TableNight; arriving: Reservation }>;
export type ReservationMovedOut = DomainEvent<'ReservationMovedOut', { reservationId: string; clubId: string; to: TableNight }>;
export type ReservationMoveAbandoned = DomainEvent<'ReservationMoveAbandoned', Snapshot>;
export type ReservationMailResent = DomainEvent<'ReservationMailResent', Snapshot>;

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
  | ReservationMailResent;

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
}

export const initialTableNightState = (): TableNightState => ({ reservations: {} });

const holdsTable = (kept: KeptReservation) =>
  !kept.deleted && kept.movedTo === null && (kept.reservation.status === 'Pending' || kept.reservation.status === 'Complete');

export const activeReservation = (state: TableNightState): Reservation | null =>
  Object.values(state.reservations).find(holdsTable)?.reservation ?? null;

export function evolveTableNight(state: TableNightState, event: TableNightEvent): TableNightState {
  switch (event.type) {
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
      return keep(state, { reservation: event.data.reservation, deleted: false, leavingFor: null, movedTo: null });
    default:
      return assertNever(event);
  }
}

const keep = (state: TableNightState, kept: KeptReservation): TableNightState => ({
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
  if (persons > table.maxPersons) throw badRequest(MESSAGES.tooManyPersons(String(table.maxPersons)), 'persons');
}

function assertTableFree(state: TableNightState, reservationId: string): void {
  const holder = activeReservation(state);
  if (holder && holder.reservationId !== reservationId) throw conflict(MESSAGES.tableTaken, 'tableId');
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
}

function place(command: PlaceReservation, state: TableNightState): TableNightEvent[] {
  const { facts, clubId, night, persons } = command;
  assertBookable(clubId, night, persons, facts);
  if (state.reservations[command.reservationId]) return [];
  assertTableFree(state, command.reservationId);
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
    userId: command.actor === 'anonymous' ? null : command.actor.userId,
    placedAt: command.placedAt,
    version: 1,
    ...(command.coupon ? couponOnReservation(command.coupon, facts.event) : {}),
  };
  return [{ type: 'ReservationPlaced', data: { reservation, venueEmail: facts.venue.email } }];
}

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
}

function change(command: ChangeReservation, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const changed = (Object.keys(command.changes) as (keyof GuestChanges)[]).filter(
    (field) => command.changes[field] !== undefined && command.changes[field] !== reservation[field],
  );
  if (changed.length === 0) return [];
  const persons = command.changes.persons ?? reservation.persons;
  if (persons > command.maxPersons) throw badRequest(MESSAGES.tooManyPersons(String(command.maxPersons)), 'persons');
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
}

const VENUE_TRANSITIONS: Record<ReservationStatus, ReservationStatus[]> = {
  Pending: ['Complete', 'Rejected', 'Cancelled'],
  Complete: ['Rejected', 'Cancelled'],
  Rejected: [],
  Cancelled: [],
};
const GUEST_TRANSITIONS: Record<ReservationStatus, ReservationStatus[]> = {
  Pending: ['Cancelled'],
  Complete: ['Cancelled'],
  Rejected: [],
  Cancelled: [],
};

function setStatus(command: SetReservationStatus, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  const asVenue = runsVenue(command.actor, reservation.clubId);
  const asGuest = command.byGuestLink || isOwner(command.actor, reservation);
  if (!asVenue && !asGuest) throw forbidden();
  if (reservation.status === command.status) return [];
  const transitions = asVenue ? VENUE_TRANSITIONS[reservation.status] : GUEST_TRANSITIONS[reservation.status];
  if (!transitions.includes(command.status)) throw conflict(MESSAGES.transition, 'status');
  const changed = next(reservation, { status: command.status });
  switch (command.status) {
    case 'Complete':
      return [{ type: 'ReservationConfirmed', data: { reservation: changed } }];
    case 'Rejected':
      return [{ type: 'ReservationRejected', data: { reservation: changed } }];
    case 'Cancelled':
      return [{ type: 'ReservationCancelled', data: { reservation: changed, byGuest: asGuest && !asVenue } }];
    case 'Pending':
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
}

function startMove(command: StartMove, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  if (reservation.status !== 'Pending' && reservation.status !== 'Complete') throw conflict(MESSAGES.transition, 'status');
  const leaving = next(reservation, {});
  const arriving = next(leaving, { ...definedOnly(command.changes), tableId: command.to.tableId, night: command.to.night });
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

export type TableNightCommand =
  | PlaceReservation
  | ChangeReservation
  | SetReservationStatus
  | DeleteReservation
  | StartMove
  | MoveReservationIn
  | FinishMove
  | AbandonMove
  | ResendReservationMail;

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
    default:
      return assertNever(command);
  }
}

export const tableNightDecider: Decider<TableNightState, TableNightCommand, TableNightEvent> = {
  initialState: initialTableNightState,
  evolve: evolveTableNight,
  decide: decideTableNight,
};
