import { COUPON_MESSAGES as MESSAGES, couponCodeKey } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { conflict } from '#platform/commands/domain-errors';

/**
 * A venue's coupon codes, `coupon-codes-<clubId>`: which coupon each code (without case) names.
 * "A code is unique per venue" is this one stream's invariant. A coupon claims its code here
 * before its own stream takes it, and frees it after a rename or delete; a claim whose coupon
 * never took the code (a process died in between) is taken over once it is stale.
 */
export const couponCodesStream = (clubId: string) => `coupon-codes-${clubId}`;

export interface CodeClaim {
  couponId: string;
  code: string;
  claimedAt: string;
}

type ClaimRef = { clubId: string; key: string; code: string; couponId: string };
export type CouponCodeClaimed = DomainEvent<'CouponCodeClaimed', ClaimRef & { claimedAt: string }>;
export type CouponCodeFreed = DomainEvent<'CouponCodeFreed', ClaimRef>;
export type CouponCodeEvent = CouponCodeClaimed | CouponCodeFreed;

export interface CouponCodesState {
  /** By couponCodeKey. */
  claims: Record<string, CodeClaim>;
}

export const initialCouponCodesState = (): CouponCodesState => ({ claims: {} });

export function evolveCouponCodes(state: CouponCodesState, event: CouponCodeEvent): CouponCodesState {
  switch (event.type) {
    case 'CouponCodeClaimed': {
      const { key, couponId, code, claimedAt } = event.data;
      return { claims: { ...state.claims, [key]: { couponId, code, claimedAt } } };
    }
    case 'CouponCodeFreed': {
      const { [event.data.key]: _freed, ...rest } = state.claims;
      return { claims: rest };
    }
    default:
      return assertNever(event);
  }
}

export const claimOf = (state: CouponCodesState, code: string): CodeClaim | null => state.claims[couponCodeKey(code)] ?? null;

/** A claim this young may belong to a coupon still being created or renamed: it is never taken over. */
export const CLAIM_SETTLES_AFTER_MS = 60_000;

export interface ClaimCouponCode {
  type: 'ClaimCouponCode';
  clubId: string;
  code: string;
  couponId: string;
  claimedAt: string;
  /**
   * A coupon the handler found, in its own stream, no longer to have this code (its process died
   * between claiming and creating, or it was renamed). Only that holder's settled claim is taken
   * over: decided against the state at hand, so a retry after a concurrent claim refuses.
   */
  abandonedBy: string | null;
}

function claim(command: ClaimCouponCode, state: CouponCodesState): CouponCodeEvent[] {
  const key = couponCodeKey(command.code);
  const held = state.claims[key];
  if (held?.couponId === command.couponId && held.code === command.code) return [];
  if (held && held.couponId !== command.couponId) {
    const settled = Date.parse(command.claimedAt) - Date.parse(held.claimedAt) >= CLAIM_SETTLES_AFTER_MS;
    if (!settled || held.couponId !== command.abandonedBy) throw conflict(MESSAGES.codeTaken, 'code');
  }
  const { clubId, code, couponId, claimedAt } = command;
  return [{ type: 'CouponCodeClaimed', data: { clubId, key, code, couponId, claimedAt } }];
}

export interface FreeCouponCode {
  type: 'FreeCouponCode';
  clubId: string;
  code: string;
  couponId: string;
}

function free(command: FreeCouponCode, state: CouponCodesState): CouponCodeEvent[] {
  const key = couponCodeKey(command.code);
  const held = state.claims[key];
  if (!held || held.couponId !== command.couponId) return [];
  return [{ type: 'CouponCodeFreed', data: { clubId: command.clubId, key, code: held.code, couponId: command.couponId } }];
}

export type CouponCodeCommand = ClaimCouponCode | FreeCouponCode;

export function decideCouponCodes(command: CouponCodeCommand, state: CouponCodesState): CouponCodeEvent[] {
  switch (command.type) {
    case 'ClaimCouponCode':
      return claim(command, state);
    case 'FreeCouponCode':
      return free(command, state);
    default:
      return assertNever(command);
  }
}

export const couponCodesDecider: Decider<CouponCodesState, CouponCodeCommand, CouponCodeEvent> = {
  initialState: initialCouponCodesState,
  evolve: evolveCouponCodes,
  decide: decideCouponCodes,
};
