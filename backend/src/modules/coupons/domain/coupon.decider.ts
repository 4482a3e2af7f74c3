import { COUPON_MESSAGES as MESSAGES, couponCodeKey, formatNight } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest, conflict, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { assertMayManageVenue } from '../../venues/domain/venue-access';

/**
 * A coupon lives in its own stream, `coupon-<id>`, with every redemption: "no more active
 * redemptions than the limit" is then this stream's expected revision, and holds under any number
 * of simultaneous reservations without a transaction across streams. Which coupon a code names in
 * a venue is the venue's code index (coupon-codes.decider.ts).
 */
export const couponStream = (couponId: string) => `coupon-${couponId}`;

export interface CouponDetails {
  name: string;
  /** As the manager typed it; compared without case (couponCodeKey). */
  code: string;
  limit: number;
  /** Percent, 1 to 100. */
  discount: number;
  /** The venue's nights, yyyy-MM-dd, both included. */
  startDate: string;
  endDate: string;
  active: boolean;
}

/** Where the reservation that holds a use is booked: the sweep looks there for it. */
export interface Redemption {
  reservationId: string;
  tableId: string;
  night: string;
}

type CouponRef = { couponId: string; clubId: string };
export type CouponCreated = DomainEvent<'CouponCreated', CouponRef & { details: CouponDetails }>;
export type CouponChanged = DomainEvent<'CouponChanged', CouponRef & { details: CouponDetails; changed: string[] }>;
export type CouponDeleted = DomainEvent<'CouponDeleted', CouponRef & { code: string }>;
/** `used`: the active redemptions after this one, so every read model counts the same. */
export type CouponRedeemed = DomainEvent<'CouponRedeemed', CouponRef & Redemption & { code: string; discount: number; used: number }>;
export type CouponReleased = DomainEvent<'CouponReleased', CouponRef & { reservationId: string; reason: ReleaseReason; used: number }>;

/** Why a use came back: the placement was refused, the reservation ended, or it never appeared. */
export type ReleaseReason = 'placement-refused' | 'reservation-ended' | 'reservation-missing';

export type CouponEvent = CouponCreated | CouponChanged | CouponDeleted | CouponRedeemed | CouponReleased;

export interface CouponState {
  exists: boolean;
  deleted: boolean;
  couponId: string | null;
  clubId: string | null;
  details: CouponDetails | null;
  /** The active redemptions, by reservation. */
  redemptions: Record<string, Redemption>;
}

export const initialCouponState = (): CouponState => ({ exists: false, deleted: false, couponId: null, clubId: null, details: null, redemptions: {} });

export function evolveCoupon(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'CouponCreated':
    case 'CouponChanged':
      return { ...state, exists: true, couponId: event.data.couponId, clubId: event.data.clubId, details: event.data.details };
    case 'CouponDeleted':
      return { ...state, deleted: true };
    case 'CouponRedeemed': {
      const { reservationId, tableId, night } = event.data;
      return { ...state, redemptions: { ...state.redemptions, [reservationId]: { reservationId, tableId, night } } };
    }
    case 'CouponReleased': {
      const { [event.data.reservationId]: _released, ...rest } = state.redemptions;
      return { ...state, redemptions: rest };
    }
    default:
      return assertNever(event);
  }
}

export const usedCount = (state: CouponState) => Object.keys(state.redemptions).length;

function assertDates(details: CouponDetails): void {
  if (details.endDate < details.startDate) throw badRequest(MESSAGES.endBeforeStart, 'endDate');
}

function live(state: CouponState): CouponState & { couponId: string; clubId: string; details: CouponDetails } {
  if (!state.exists || state.deleted || !state.couponId || !state.clubId || !state.details) throw notFound(MESSAGES.notFound);
  return state as CouponState & { couponId: string; clubId: string; details: CouponDetails };
}

// ---------------------------------------------------------------------------------------------
// Commands

export interface CreateCoupon {
  type: 'CreateCoupon';
  actor: Actor;
  couponId: string;
  clubId: string;
  /** Read from the venue's stream by the handler. */
  venueExists: boolean;
  details: CouponDetails;
}

function create(command: CreateCoupon, state: CouponState): CouponEvent[] {
  if (!command.venueExists) throw notFound('refusal.coupons.venueNotFound');
  assertMayManageVenue(command.actor, command.clubId);
  assertDates(command.details);
  if (state.exists) return [];
  return [{ type: 'CouponCreated', data: { couponId: command.couponId, clubId: command.clubId, details: command.details } }];
}

export interface ChangeCoupon {
  type: 'ChangeCoupon';
  actor: Actor;
  /** What the edit form left out keeps its value. */
  changes: Partial<CouponDetails>;
}

function change(command: ChangeCoupon, state: CouponState): CouponEvent[] {
  const coupon = live(state);
  assertMayManageVenue(command.actor, coupon.clubId);
  const changed = (Object.keys(command.changes) as (keyof CouponDetails)[]).filter(
    (field) => command.changes[field] !== undefined && command.changes[field] !== coupon.details[field],
  );
  if (changed.length === 0) return [];
  const details: CouponDetails = { ...coupon.details, ...Object.fromEntries(changed.map((field) => [field, command.changes[field]])) };
  assertDates(details);
  return [{ type: 'CouponChanged', data: { couponId: coupon.couponId, clubId: coupon.clubId, details, changed } }];
}

export interface DeleteCoupon {
  type: 'DeleteCoupon';
  actor: Actor;
}

function remove(command: DeleteCoupon, state: CouponState): CouponEvent[] {
  const coupon = live(state);
  assertMayManageVenue(command.actor, coupon.clubId);
  return [{ type: 'CouponDeleted', data: { couponId: coupon.couponId, clubId: coupon.clubId, code: coupon.details.code } }];
}

/** A guest's reservation takes one use, for the night it is booked. */
export interface RedeemCoupon {
  type: 'RedeemCoupon';
  /** The venue the reservation is for. */
  clubId: string;
  /** The code the guest typed, compared without case: a coupon renamed since no longer answers to it. */
  code: string;
  redemption: Redemption;
}

function redeem(command: RedeemCoupon, state: CouponState): CouponEvent[] {
  const { details } = state;
  if (!state.exists || state.deleted || !details || !state.couponId || !state.clubId || couponCodeKey(details.code) !== couponCodeKey(command.code)) {
    throw badRequest(MESSAGES.unknownCode, 'couponCode');
  }
  const { redemption } = command;
  if (state.redemptions[redemption.reservationId]) return [];
  if (state.clubId !== command.clubId) throw badRequest(MESSAGES.otherVenue, 'couponCode');
  if (!details.active) throw badRequest(MESSAGES.inactive, 'couponCode');
  if (redemption.night < details.startDate) throw badRequest(MESSAGES.notYetValid(formatNight(details.startDate)), 'couponCode');
  if (redemption.night > details.endDate) throw badRequest(MESSAGES.expired(formatNight(details.endDate)), 'couponCode');
  const used = usedCount(state);
  if (used >= details.limit) throw conflict(MESSAGES.limitReached, 'couponCode');
  return [
    {
      type: 'CouponRedeemed',
      data: { couponId: state.couponId, clubId: state.clubId, ...redemption, code: details.code, discount: details.discount, used: used + 1 },
    },
  ];
}

/** Gives a use back. Idempotent per reservation: a second release changes nothing. */
export interface ReleaseCoupon {
  type: 'ReleaseCoupon';
  reservationId: string;
  reason: ReleaseReason;
}

function release(command: ReleaseCoupon, state: CouponState): CouponEvent[] {
  if (!state.couponId || !state.clubId || !state.redemptions[command.reservationId]) return [];
  const used = usedCount(state) - 1;
  return [{ type: 'CouponReleased', data: { couponId: state.couponId, clubId: state.clubId, reservationId: command.reservationId, reason: command.reason, used } }];
}

export type CouponCommand = CreateCoupon | ChangeCoupon | DeleteCoupon | RedeemCoupon | ReleaseCoupon;

export function decideCoupon(command: CouponCommand, state: CouponState): CouponEvent[] {
  switch (command.type) {
    case 'CreateCoupon':
      return create(command, state);
    case 'ChangeCoupon':
      return change(command, state);
    case 'DeleteCoupon':
      return remove(command, state);
    case 'RedeemCoupon':
      return redeem(command, state);
    case 'ReleaseCoupon':
      return release(command, state);
    default:
      return assertNever(command);
  }
}

export const couponDecider: Decider<CouponState, CouponCommand, CouponEvent> = {
  initialState: initialCouponState,
  evolve: evolveCoupon,
  decide: decideCoupon,
};
