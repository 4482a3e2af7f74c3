import { depositAfterCancelText, depositOnCancelText, termsText, type ReservationTermsView } from '@izlazak/contracts';
import { depositOutcome } from '../../backend/src/modules/reservations/domain/deposit-outcome';
import { nightStartsAt } from '../../backend/src/modules/reservations/domain/opening-nights';
import type { WorkingHoursDay } from '../../backend/src/modules/venues/domain/venue.events';

const BOOTH: ReservationTermsView = {
  minimumSpend: 20000,
  package: 'Flaša + 4 energetska pića',
  deposit: 10000,
  freeCancelHours: 48,
  lateCancel: 'keep',
  noShow: 'keep',
  scope: { zone: 'Separei', tableId: null, night: null, eventId: null },
};

const minutes = (iso: string, delta: number) => new Date(Date.parse(iso) + delta * 60_000);
/** Saturday 05.12.2026 opens at 23:00 in Belgrade (22:00 UTC): 48 h before is Thursday 03.12.2026 23:00. */
const SATURDAY_23 = '2026-12-05T22:00:00.000Z';
const DEADLINE = '2026-12-03T22:00:00.000Z';
const saturday = { ...BOOTH, nightStartsAt: SATURDAY_23 };
const cancellationAt = (terms: ReservationTermsView, at: Date) => termsText(terms, at).cancellation;

describe('the terms as the guest reads them for a night: the free cancellation never promises what has passed', () => {
  it('a minute before the deadline names it as a date and time in Belgrade', () => {
    expect(cancellationAt(saturday, minutes(DEADLINE, -1))).toBe(
      'Besplatno otkazivanje do 03.12.2026 23:00 (48 h pre početka noći); posle toga depozit se zadržava. Ako ne dođete, depozit se zadržava.',
    );
    expect(cancellationAt(saturday, new Date(DEADLINE))).toContain('Besplatno otkazivanje do 03.12.2026 23:00');
  });

  it('a minute after the deadline says it has passed and what cancelling costs now', () => {
    const text = cancellationAt(saturday, minutes(DEADLINE, 1));
    expect(text).toBe(
      'Rok za besplatno otkazivanje istekao je 03.12.2026 23:00 (48 h pre početka noći); ako sada otkažete, depozit se zadržava. Ako ne dođete, depozit se zadržava.',
    );
    expect(text).not.toContain('Besplatno otkazivanje do');
    expect(cancellationAt({ ...saturday, lateCancel: 'refund' }, minutes(DEADLINE, 1))).toContain('ako sada otkažete, depozit se vraća.');
  });

  it('20 hours before the night starts, a 48 h window is past', () => {
    expect(cancellationAt(saturday, minutes(SATURDAY_23, -20 * 60))).toMatch(/^Rok za besplatno otkazivanje istekao je 03\.12\.2026 23:00/);
  });

  it('counts from a start after midnight in Belgrade: an event at 01:00 of Saturday’s night starts on Sunday', () => {
    const start = nightStartsAt([], '2026-12-05', { startTime: '01:00' })!;
    expect(start).toBe('2026-12-06T00:00:00.000Z');
    const terms = { ...BOOTH, freeCancelHours: 24, nightStartsAt: start };
    expect(cancellationAt(terms, new Date('2026-12-04T23:59:00.000Z'))).toContain('Besplatno otkazivanje do 05.12.2026 01:00 (24 h pre početka noći)');
    expect(cancellationAt(terms, new Date('2026-12-05T00:01:00.000Z'))).toContain('Rok za besplatno otkazivanje istekao je 05.12.2026 01:00');
  });

  it('counts real hours across the end of summer time (25.10.2026): 48 h before Monday 22:00 is Saturday 23:00', () => {
    const mondays: WorkingHoursDay[] = [{ dayIndex: 1, from: '22:00', to: '04:00', closed: false, alwaysOpen: false }];
    const start = nightStartsAt(mondays, '2026-10-26', null)!;
    expect(start).toBe('2026-10-26T21:00:00.000Z');
    const terms = { ...BOOTH, nightStartsAt: start };
    expect(cancellationAt(terms, new Date('2026-10-24T20:59:00.000Z'))).toContain('Besplatno otkazivanje do 24.10.2026 23:00 (48 h pre početka noći)');
    expect(cancellationAt(terms, new Date('2026-10-24T21:01:00.000Z'))).toContain('Rok za besplatno otkazivanje istekao je 24.10.2026 23:00');
  });

  it('and across its start (28.03.2027): 24 h before Sunday 22:00 is Saturday 21:00', () => {
    const terms = { ...BOOTH, freeCancelHours: 24, nightStartsAt: '2027-03-28T20:00:00.000Z' };
    expect(cancellationAt(terms, new Date('2027-03-27T19:59:00.000Z'))).toContain('Besplatno otkazivanje do 27.03.2027 21:00 (24 h pre početka noći)');
  });

  it('without a moment (the venue’s settings, the history) states the general rule', () => {
    expect(termsText(saturday).cancellation).toBe('Besplatno otkazivanje do 48 h pre početka noći; posle toga depozit se zadržava. Ako ne dođete, depozit se zadržava.');
    expect(termsText({ ...saturday, freeCancelHours: 0 }, minutes(DEADLINE, -1)).cancellation).toBe('Kod otkazivanja depozit se zadržava. Ako ne dođete, depozit se zadržava.');
  });

  it('says what the deposit does as the reservation decides it, on either side of the deadline', () => {
    const reservation = (state: 'paid' | 'due') => ({ terms: saturday, night: '2026-12-05', deposit: { amount: 10000, state, paidAmount: state === 'paid' ? 10000 : null } });
    const decided = (at: Date) => depositOutcome(reservation('paid') as never, 'cancelled', at.toISOString());
    expect([decided(minutes(DEADLINE, -1)), decided(minutes(DEADLINE, 1))]).toEqual(['refundDue', 'kept']);

    expect(depositOnCancelText(reservation('paid'), minutes(DEADLINE, -1))).toBe(
      'Depozit od 10.000 RSD vam se vraća: otkazujete u roku za besplatno otkazivanje (do 03.12.2026 23:00).',
    );
    expect(depositOnCancelText(reservation('paid'), minutes(DEADLINE, 1))).toBe(
      'Depozit od 10.000 RSD ostaje objektu: rok za besplatno otkazivanje istekao je 03.12.2026 23:00, a po uslovima koje ste prihvatili kod kasnog otkazivanja depozit se zadržava.',
    );
    const lenient = { ...reservation('paid'), terms: { ...saturday, lateCancel: 'refund' as const } };
    expect(depositOnCancelText(lenient, minutes(DEADLINE, 1))).toMatch(/^Depozit od 10\.000 RSD vam se vraća: rok za besplatno otkazivanje istekao je/);
    expect(depositOnCancelText(reservation('due'), minutes(DEADLINE, 1))).toBe('Depozit od 10.000 RSD niste uplatili, pa otkazivanjem ništa ne dugujete.');
    expect(depositOnCancelText({ terms: null, deposit: null }, new Date())).toBeNull();
  });

  it('after the cancellation, says what became of the deposit', () => {
    const after = (state: 'refundDue' | 'kept' | 'due') =>
      depositAfterCancelText({ terms: saturday, deposit: { amount: 10000, state, paidAmount: state === 'due' ? null : 10000 } });
    expect(after('refundDue')).toBe('Depozit od 10.000 RSD vam se vraća; objekat će vam javiti kada ga uplati nazad.');
    expect(after('kept')).toBe('Depozit od 10.000 RSD ostaje objektu, po uslovima kasnog otkazivanja koje ste prihvatili.');
    expect(after('due')).toBe('Depozit niste uplatili, pa ništa ne dugujete.');
  });
});

describe("the terms in the guest's language: the same facts in English and in Cyrillic", () => {
  it('writes the conditions and the cancellation rule in English, amounts as English writes them', () => {
    const { conditions, cancellation } = termsText(saturday, minutes(DEADLINE, -1), 'en');
    expect(conditions).toEqual(['minimum spend 20,000 RSD', 'package: Flaša + 4 energetska pića', 'deposit 10,000 RSD']);
    expect(cancellation).toBe('Free cancellation until 03.12.2026 23:00 (48 h before the night starts); after that the deposit is kept. If you do not come, the deposit is kept.');
    expect(termsText({ ...saturday, lateCancel: 'refund' }, minutes(DEADLINE, 1), 'en').cancellation).toContain('if you cancel now, the deposit is returned.');
  });

  it('transliterates the Serbian ones to Cyrillic, leaving the amounts and the venue’s own package text as they are', () => {
    const { conditions, cancellation } = termsText(saturday, minutes(DEADLINE, -1), 'sr-Cyrl');
    expect(conditions).toEqual(['минимална потрошња 20.000 RSD', 'пакет: Flaša + 4 energetska pića', 'депозит 10.000 RSD']);
    expect(cancellation).toBe('Бесплатно отказивање до 03.12.2026 23:00 (48 h пре почетка ноћи); после тога депозит се задржава. Ако не дођете, депозит се задржава.');
  });

  it('says what becomes of a paid deposit in English before and after cancelling', () => {
    const paid = { terms: saturday, deposit: { amount: 10000, state: 'paid' as const, paidAmount: 10000 } };
    expect(depositOnCancelText(paid, minutes(DEADLINE, -1), 'en')).toBe(
      'Your deposit of 10,000 RSD is returned: you are cancelling within the free cancellation period (until 03.12.2026 23:00).',
    );
    expect(depositAfterCancelText({ ...paid, deposit: { ...paid.deposit, state: 'kept' } }, 'en')).toBe(
      'The deposit of 10,000 RSD stays with the venue, under the late cancellation terms you accepted.',
    );
  });
});
