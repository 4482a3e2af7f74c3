import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { couponCodesDecider, type CouponCodeCommand, type CouponCodeEvent } from './coupon-codes.decider';
import { couponDecider, type CouponCommand, type CouponDetails, type CouponEvent, type Redemption } from './coupon.decider';

const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const staffA: Actor = { userId: 's-a', role: 'staff', clubId: 'A' };
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };

const details: CouponDetails = { name: 'Petak popust', code: 'Petak10', limit: 2, discount: 10, startDate: '2026-11-01', endDate: '2026-11-30', active: true };
const created: CouponEvent = { type: 'CouponCreated', data: { couponId: 'c1', clubId: 'A', details } };
const at = (reservationId: string, night = '2026-11-13'): Redemption => ({ reservationId, tableId: 't1', night });
const redeemed = (reservationId: string, used: number, night = '2026-11-13'): CouponEvent => ({
  type: 'CouponRedeemed',
  data: { couponId: 'c1', clubId: 'A', ...at(reservationId, night), code: 'Petak10', discount: 10, used },
});
const released = (reservationId: string, used: number): CouponEvent => ({
  type: 'CouponReleased',
  data: { couponId: 'c1', clubId: 'A', reservationId, reason: 'reservation-ended', used },
});

const create = (actor: Actor, overrides: Partial<CouponDetails> = {}, venueExists = true): CouponCommand => ({
  type: 'CreateCoupon',
  actor,
  couponId: 'c1',
  clubId: 'A',
  venueExists,
  details: { ...details, ...overrides },
});
const redeem = (reservationId: string, options: { night?: string; code?: string; clubId?: string } = {}): CouponCommand => ({
  type: 'RedeemCoupon',
  clubId: options.clubId ?? 'A',
  code: options.code ?? 'PETAK10',
  redemption: at(reservationId, options.night),
});
const release = (reservationId: string): CouponCommand => ({ type: 'ReleaseCoupon', reservationId, reason: 'reservation-ended' });

const spec = deciderSpecification(couponDecider);

describe('coupon decider', () => {
  it("creates a coupon for the venue's manager or an admin; another venue, staff or a guest is forbidden", () => {
    spec.given([]).when(create(managerA)).then([created]);
    spec.given([]).when(create(admin)).then([created]);
    spec.given([]).when(create(managerB)).thenRefuses(403);
    spec.given([]).when(create(staffA)).thenRefuses(403);
    spec.given([]).when(create('anonymous')).thenRefuses(403);
    spec
      .given([])
      .when(create(managerA, {}, false))
      .thenRefuses(404, 'Objekat nije pronađen');
    spec
      .given([])
      .when(create(managerA, { endDate: '2026-10-31' }))
      .thenRefuses(400, 'Završni datum ne može biti pre početnog');
  });

  it('changes only what differs, keeps the dates in order, and refuses a deleted coupon', () => {
    spec
      .given([created])
      .when({ type: 'ChangeCoupon', actor: managerA, changes: { limit: 5, name: details.name } })
      .then([{ type: 'CouponChanged', data: { couponId: 'c1', clubId: 'A', details: { ...details, limit: 5 }, changed: ['limit'] } }]);
    spec
      .given([created])
      .when({ type: 'ChangeCoupon', actor: managerA, changes: { active: true } })
      .thenNothingHappens();
    spec
      .given([created])
      .when({ type: 'ChangeCoupon', actor: managerA, changes: { startDate: '2026-12-01' } })
      .thenRefuses(400, 'Završni datum');
    spec
      .given([created])
      .when({ type: 'ChangeCoupon', actor: managerB, changes: { limit: 5 } })
      .thenRefuses(403);
    const deleted: CouponEvent = { type: 'CouponDeleted', data: { couponId: 'c1', clubId: 'A', code: 'Petak10' } };
    spec.given([created]).when({ type: 'DeleteCoupon', actor: managerA }).then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'ChangeCoupon', actor: managerA, changes: { limit: 5 } })
      .thenRefuses(404, 'Kupon nije pronađen');
  });

  it('redeems a code typed in any case, once per reservation, up to the limit', () => {
    spec
      .given([created])
      .when(redeem('r1', { code: 'petak10' }))
      .then([redeemed('r1', 1)]);
    spec
      .given([created, redeemed('r1', 1)])
      .when(redeem('r1'))
      .thenNothingHappens();
    spec
      .given([created, redeemed('r1', 1)])
      .when(redeem('r2'))
      .then([redeemed('r2', 2)]);
    spec
      .given([created, redeemed('r1', 1), redeemed('r2', 2)])
      .when(redeem('r3'))
      .thenRefuses(409, 'Kupon je već iskorišćen do svog limita');
  });

  it('takes a use back when released, once', () => {
    spec
      .given([created, redeemed('r1', 1), redeemed('r2', 2)])
      .when(release('r1'))
      .then([released('r1', 1)]);
    spec
      .given([created, redeemed('r1', 1), redeemed('r2', 2), released('r1', 1)])
      .when(redeem('r3'))
      .then([redeemed('r3', 2)]);
    spec
      .given([created, redeemed('r1', 1), released('r1', 0)])
      .when(release('r1'))
      .thenNothingHappens();
    spec.given([created]).when(release('nobody')).thenNothingHappens();
  });

  it('refuses, naming the reason, a coupon that is off, outside its nights, of another venue, or unknown', () => {
    const off: CouponEvent = { type: 'CouponChanged', data: { couponId: 'c1', clubId: 'A', details: { ...details, active: false }, changed: ['active'] } };
    spec.given([created, off]).when(redeem('r1')).thenRefuses(400, 'Kupon nije aktivan');
    spec
      .given([created])
      .when(redeem('r1', { night: '2026-10-31' }))
      .thenRefuses(400, 'Kupon važi tek od 01.11.2026');
    spec
      .given([created])
      .when(redeem('r1', { night: '2026-12-01' }))
      .thenRefuses(400, 'Kupon je istekao 30.11.2026');
    spec
      .given([created])
      .when(redeem('r1', { night: '2026-11-30' }))
      .then([redeemed('r1', 1, '2026-11-30')]);
    spec
      .given([created])
      .when(redeem('r1', { clubId: 'B' }))
      .thenRefuses(400, 'Kupon ne važi u ovom objektu');
    spec
      .given([created])
      .when(redeem('r1', { code: 'DRUGI' }))
      .thenRefuses(400, 'Kupon sa ovim kodom ne postoji');
    spec.given([]).when(redeem('r1')).thenRefuses(400, 'Kupon sa ovim kodom ne postoji');
  });
});

const codes = deciderSpecification(couponCodesDecider);
const claimed = (couponId: string, code: string, claimedAt = '2026-11-01T10:00:00.000Z'): CouponCodeEvent => ({
  type: 'CouponCodeClaimed',
  data: { clubId: 'A', key: code.toUpperCase(), code, couponId, claimedAt },
});
const claim = (couponId: string, code: string, abandonedBy: string | null = null, claimedAt = '2026-11-01T10:00:00.000Z'): CouponCodeCommand => ({
  type: 'ClaimCouponCode',
  clubId: 'A',
  code,
  couponId,
  claimedAt,
  abandonedBy,
});
const AFTER_IT_SETTLED = '2026-11-01T10:01:00.000Z';

describe('coupon codes of a venue', () => {
  it('keeps a code, without case, to one coupon; a stale claim is taken over; a freed code is free', () => {
    codes
      .given([])
      .when(claim('c1', 'Petak10'))
      .then([claimed('c1', 'Petak10')]);
    codes
      .given([claimed('c1', 'Petak10')])
      .when(claim('c1', 'Petak10'))
      .thenNothingHappens();
    codes
      .given([claimed('c1', 'Petak10')])
      .when(claim('c2', 'PETAK10'))
      .thenRefuses(409, 'Kupon sa ovim kodom već postoji u ovom objektu');
    codes
      .given([claimed('c1', 'Petak10')])
      .when(claim('c2', 'petak10', 'c1', AFTER_IT_SETTLED))
      .then([claimed('c2', 'petak10', AFTER_IT_SETTLED)]);
    // Too young to take over, or another holder than the one found abandoned (a concurrent claim).
    codes
      .given([claimed('c1', 'Petak10')])
      .when(claim('c2', 'petak10', 'c1'))
      .thenRefuses(409);
    codes
      .given([claimed('c3', 'Petak10')])
      .when(claim('c2', 'petak10', 'c1', AFTER_IT_SETTLED))
      .thenRefuses(409);
    const freed: CouponCodeEvent = { type: 'CouponCodeFreed', data: { clubId: 'A', key: 'PETAK10', code: 'Petak10', couponId: 'c1' } };
    codes
      .given([claimed('c1', 'Petak10')])
      .when({ type: 'FreeCouponCode', clubId: 'A', code: 'petak10', couponId: 'c1' })
      .then([freed]);
    codes
      .given([claimed('c1', 'Petak10')])
      .when({ type: 'FreeCouponCode', clubId: 'A', code: 'petak10', couponId: 'c2' })
      .thenNothingHappens();
    codes
      .given([claimed('c1', 'Petak10'), freed])
      .when(claim('c2', 'PETAK10'))
      .then([claimed('c2', 'PETAK10')]);
  });
});
