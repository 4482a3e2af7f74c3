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

export interface ClaimCouponCode {
  type: 'ClaimCouponCode';
  clubId: string;
  code: string;
  couponId: string;
  claimedAt: string;
  /**
   * Read by the handler from the other holder's stream: it has the code, or its claim is too
   * recent to tell. False lets this coupon take the code over.
   */
  holderHoldsIt: boolean;
}

function claim(command: ClaimCouponCode, state: CouponCodesState): CouponCodeEvent[] {
  const key = couponCodeKey(command.code);
  const held = state.claims[key];
  if (held?.couponId === command.couponId && held.code === command.code) return [];
  if (held && held.couponId !== command.couponId && command.holderHoldsIt) throw conflict(MESSAGES.codeTaken, 'code');
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
