import { validateIpsQrText } from './ips-qr';
import { applicableRule, depositDueAt, depositOf, specificity } from './terms-resolution';
import { nightStartsAt } from '../../reservations/domain/opening-nights';
import type { TermsRule } from './terms.decider';
import { savedTerms } from './terms.fixtures';

const rule = (scope: Partial<TermsRule>, minimumSpend: number): TermsRule => ({
  zone: null,
  tableId: null,
  night: null,
  eventId: null,
  minimumSpend,
  package: '',
  deposit: 0,
  freeCancelHours: 0,
  lateCancel: 'keep',
  noShow: 'keep',
  ...scope,
});

const booth = { tableId: 't1', area: 'Separei', night: '2026-12-31', eventId: 'e1' };

describe('Which terms apply', () => {
  const all = [
    rule({}, 1),
    rule({ night: '2026-12-31' }, 2),
    rule({ eventId: 'e1' }, 3),
    rule({ zone: 'separei' }, 4),
    rule({ zone: 'Separei', night: '2026-12-31' }, 5),
    rule({ zone: 'Separei', eventId: 'e1' }, 6),
    rule({ tableId: 't1' }, 7),
    rule({ tableId: 't1', night: '2026-12-31' }, 8),
    rule({ tableId: 't1', eventId: 'e1' }, 9),
  ];

  it('the most specific that fits: table+event > table+night > table > zone+event > zone+night > zone > venue+event > venue+night > venue', () => {
    for (let n = all.length; n > 0; n--) {
      expect(applicableRule(savedTerms(all.slice(0, n)), booth)?.minimumSpend).toBe(n);
      // Listed in any order, the same one wins.
      expect(applicableRule(savedTerms([...all.slice(0, n)].reverse()), booth)?.minimumSpend).toBe(n);
    }
  });

  it("never another table's, another zone's, another night's or another event's; none: no terms", () => {
    const others = [
      rule({ tableId: 't2' }, 1),
      rule({ zone: 'Bina' }, 2),
      rule({ night: '2027-01-01' }, 3),
      rule({ eventId: 'e2' }, 4),
      rule({ tableId: 't1', night: '2027-01-01' }, 5),
    ];
    expect(applicableRule(savedTerms(others), booth)).toBeNull();
    expect(applicableRule(savedTerms([...others, rule({ zone: 'Separei' }, 6)]), booth)?.minimumSpend).toBe(6);
    expect(specificity(rule({ zone: 'Separei' }, 0), { ...booth, area: '' })).toBe(-1);
    expect(applicableRule(null, booth)).toBeNull();
  });

  it("an event's rule does not apply to a plain booking of that night", () => {
    expect(applicableRule(savedTerms([rule({ eventId: 'e1' }, 3), rule({}, 1)]), { ...booth, eventId: null })?.minimumSpend).toBe(1);
  });
});

describe("A reservation's deposit", () => {
  it('carries a slip a bank app takes: the payee, the amount, the purpose with its number, the model 97 reference, due after the hold', () => {
    const venue = savedTerms([rule({ zone: 'Separei', deposit: 10000 }, 20000)]);
    const deposit = depositOf(venue, venue.rules[0], 'ABCD2345', '2026-12-31T21:00:00.000Z')!;
    expect(deposit).toMatchObject({
      amount: 10000,
      reference: '97801011121302030405',
      state: 'due',
      dueAt: '2026-12-31T22:00:00.000Z',
      account: '160-0000000012345-95',
      purpose: 'Depozit za rezervaciju ABCD2345',
      paidAt: null,
    });
    expect(deposit.ipsQr).toBe('K:PR|V:01|C:1|R:160000000001234595|N:Klub Dorćol d.o.o.\r\nBeograd|I:RSD10000,00|SF:289|S:Depozit za rezervaciju ABCD2345|RO:97801011121302030405');
    expect(validateIpsQrText(deposit.ipsQr)).toEqual([]);
  });

  it('is none when the rule asks none', () => {
    const venue = savedTerms([rule({}, 5000)]);
    expect(depositOf(venue, venue.rules[0], 'ABCD2345', '2026-12-31T21:00:00.000Z')).toBeNull();
  });
});

describe("A deposit's deadline follows the night", () => {
  const DAY = 24 * 60;
  it("is never after the night's start: booked at 02:25 for that evening's 23:00 event, it is due at 23:00", () => {
    // 02:25 in Belgrade on 3 December is still the night of the 2nd; the booking is for the 3rd's event.
    const start = nightStartsAt([], '2026-12-03', { startTime: '23:00' });
    expect(start).toBe('2026-12-03T22:00:00.000Z');
    expect(depositDueAt('2026-12-03T01:25:00.000Z', DAY, start)).toBe('2026-12-03T22:00:00.000Z');
    const venue = { ...savedTerms([rule({ zone: 'Separei', deposit: 10000 }, 20000)]), depositHoldMinutes: DAY };
    expect(depositOf(venue, venue.rules[0], 'ABCD2345', '2026-12-03T01:25:00.000Z', start)!.dueAt).toBe('2026-12-03T22:00:00.000Z');
  });

  it('keeps the hold when it ends sooner, and runs it from the booking once the night has started', () => {
    expect(depositDueAt('2026-12-03T18:00:00.000Z', 60, '2026-12-03T22:00:00.000Z')).toBe('2026-12-03T19:00:00.000Z');
    expect(depositDueAt('2026-12-03T22:30:00.000Z', 60, '2026-12-03T22:00:00.000Z')).toBe('2026-12-03T23:30:00.000Z');
    expect(depositDueAt('2026-12-03T18:00:00.000Z', 60, null)).toBe('2026-12-03T19:00:00.000Z');
  });

  it("starts a plain night at the venue's opening on its weekday, after midnight the next day; none when it works all day or is closed", () => {
    const hours = (from: string, extra: Partial<{ closed: boolean; alwaysOpen: boolean }> = {}) => [{ dayIndex: 4, from, to: '04:00', closed: false, alwaysOpen: false, ...extra }];
    // 3 December 2026 is a Thursday (dayIndex 4).
    expect(nightStartsAt(hours('22:00'), '2026-12-03', null)).toBe('2026-12-03T21:00:00.000Z');
    expect(nightStartsAt(hours('01:00'), '2026-12-03', null)).toBe('2026-12-04T00:00:00.000Z');
    expect(nightStartsAt(hours('22:00', { alwaysOpen: true }), '2026-12-03', null)).toBeNull();
    expect(nightStartsAt(hours('22:00', { closed: true }), '2026-12-03', null)).toBeNull();
    expect(nightStartsAt(hours('22:00'), '2026-12-04', null)).toBeNull();
  });
});
