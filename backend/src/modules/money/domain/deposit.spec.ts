import type { ReservationDepositView } from '@izlazak/contracts';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type PlaceReservation, type Reservation, type TableNightEvent } from '../../reservations/domain/table-night';
import { bookingFacts, placeReservation, placedReservation } from '../../reservations/domain/table-night/table-night.fixtures';

const staff = { userId: 's1', role: 'staff' as const, clubId: 'klub' };
const otherStaff = { userId: 's2', role: 'staff' as const, clubId: 'drugi' };

const boothFacts = bookingFacts({ table: { exists: true, clubId: 'klub', name: 'Separe 1', maxPersons: 8 } });

const due: ReservationDepositView = {
  amount: 10000,
  reference: '97801011121302030405',
  ipsQr: 'K:PR|…',
  dueAt: '2026-10-30T21:00:00.000Z',
  state: 'due',
  payeeName: 'Klub d.o.o.',
  payeePlace: 'Beograd',
  account: '160-0000000012345-95',
  paymentCode: '289',
  purpose: 'Depozit za rezervaciju ABCD2345',
  paidAt: null,
  paidAmount: null,
};
const terms = {
  minimumSpend: 20000,
  package: 'Flaša',
  deposit: 10000,
  freeCancelHours: 48,
  lateCancel: 'keep' as const,
  noShow: 'keep' as const,
  scope: { zone: 'Separei', tableId: null, night: null, eventId: null },
};

const place = (overrides: Partial<PlaceReservation> = {}): PlaceReservation => placeReservation({ actor: 'anonymous', facts: boothFacts, terms, deposit: due, ...overrides });

const awaiting = placedReservation({ tableName: 'Separe 1', status: 'AwaitingPayment', userId: null, terms, deposit: due });
const placed: TableNightEvent = { type: 'ReservationPlaced', data: { reservation: awaiting, venueEmail: 'klub@test.rs' } };
const paid = (amount = 10000): TableNightEvent => ({
  type: 'ReservationPaymentReceived',
  data: {
    reservation: { ...awaiting, status: 'Complete', version: 2, deposit: { ...due, state: 'paid', paidAt: '2026-10-30T20:30:00.000Z', paidAmount: amount } },
    amount,
    byName: 'Marko',
  },
});
const expired: TableNightEvent = {
  type: 'ReservationCancelled',
  data: { reservation: { ...awaiting, status: 'Cancelled', version: 2, deposit: { ...due, state: 'expired' } }, byGuest: false, reason: 'unpaid' },
};
const pay = (amount?: number, actor: typeof staff = staff) => ({
  type: 'RecordDepositPayment' as const,
  actor,
  reservationId: 'r1',
  amount,
  byName: 'Marko',
  at: '2026-10-30T20:30:00.000Z',
});
const expire = (at = '2026-10-30T21:00:00.000Z') => ({ type: 'ExpireDeposit' as const, reservationId: 'r1', at });

const spec = deciderSpecification(tableNightDecider);

describe('A reservation whose terms ask a deposit', () => {
  it('is placed awaiting payment with the terms as they were, and holds its table', () => {
    spec.given([]).when(place()).then([placed]);
    spec
      .given([placed])
      .when(place({ reservationId: 'r2', uniqueId: 'XYZW2345' }))
      .thenRefuses(409, 'Sto je već rezervisan');
    spec
      .given([])
      .when(place({ deposit: undefined }))
      .then(
        [{ type: 'ReservationPlaced', data: { reservation: { ...awaiting, status: 'Pending', deposit: undefined }, venueEmail: 'klub@test.rs' } }].map(
          (event) => JSON.parse(JSON.stringify(event)) as TableNightEvent,
        ),
      );
  });

  it("is confirmed by 'Uplata primljena' (the amount received, the deposit's by default); the same payment again changes nothing", () => {
    spec.given([placed]).when(pay()).then([paid()]);
    spec
      .given([placed])
      .when(pay(9000))
      .then([paid(9000)]);
    spec.given([placed, paid()]).when(pay()).thenNothingHappens();
    spec.given([placed]).when(pay(undefined, otherStaff)).thenRefuses(403);
  });

  it('is cancelled, its table freed, when its hold runs out unpaid; paid first, the expiry changes nothing, expired first, the payment is refused', () => {
    spec.given([placed]).when(expire()).then([expired]);
    spec.given([placed]).when(expire('2026-10-30T20:59:00.000Z')).thenNothingHappens();
    spec.given([placed, paid()]).when(expire()).thenNothingHappens();
    spec.given([placed, expired]).when(pay()).thenRefuses(409, 'Rok za uplatu depozita je istekao');
    spec
      .given([placed, expired])
      .when(place({ reservationId: 'r2', uniqueId: 'XYZW2345', deposit: undefined, terms: undefined }))
      .then([
        JSON.parse(
          JSON.stringify({
            type: 'ReservationPlaced',
            data: { reservation: { ...awaiting, reservationId: 'r2', uniqueId: 'XYZW2345', status: 'Pending', terms: undefined, deposit: undefined }, venueEmail: 'klub@test.rs' },
          }),
        ) as TableNightEvent,
      ]);
  });

  it('is not confirmed by a status change, only by its deposit; the guest may cancel it; a reservation without a deposit takes no payment', () => {
    const confirm = { type: 'SetReservationStatus' as const, actor: staff, reservationId: 'r1', status: 'Complete' as const, byGuestLink: false };
    spec.given([placed]).when(confirm).thenRefuses(409, 'Ova promena statusa nije moguća');
    spec
      .given([placed])
      .when({ ...confirm, actor: 'anonymous', status: 'Cancelled', byGuestLink: true })
      .then([{ type: 'ReservationCancelled', data: { reservation: { ...awaiting, status: 'Cancelled', version: 2 }, byGuest: true } }]);
    const plain: TableNightEvent = { type: 'ReservationPlaced', data: { reservation: { ...awaiting, status: 'Pending', deposit: undefined }, venueEmail: 'klub@test.rs' } };
    spec.given([plain]).when(pay()).thenRefuses(409, 'Ova rezervacija ne traži depozit');
  });
});

describe('A paid deposit once the reservation ends without its guests, and its refund', () => {
  const paidReservation = (paid() as Extract<TableNightEvent, { type: 'ReservationPaymentReceived' }>).data.reservation;
  const cancel = (at: string, byGuestLink = true) => ({
    type: 'SetReservationStatus' as const,
    actor: byGuestLink ? ('anonymous' as const) : staff,
    reservationId: 'r1',
    status: 'Cancelled' as const,
    byGuestLink,
    at,
  });
  const settled = (reservation: Reservation, state: 'refundDue' | 'kept' | 'refunded', byName?: string): TableNightEvent => ({
    type: 'ReservationDepositChanged',
    data: { reservation: { ...reservation, version: reservation.version + 1, deposit: { ...reservation.deposit!, state } }, state, ...(byName ? { byName } : {}) },
  });
  const cancelled = (byGuest: boolean): TableNightEvent => ({
    type: 'ReservationCancelled',
    data: { reservation: { ...paidReservation, status: 'Cancelled', version: 3 }, byGuest },
  });
  const withTerms = (lateCancel: 'keep' | 'refund', noShow: 'keep' | 'refund'): TableNightEvent => ({
    type: 'ReservationPaymentReceived',
    data: { reservation: { ...paidReservation, terms: { ...terms, lateCancel, noShow } }, amount: 10000, byName: 'Marko' },
  });

  // The night of 30.10.2026 starts at 20:00 in Belgrade (19:00 UTC); 48 free hours end at 28.10. 19:00 UTC.
  it('is due back when cancelled within the free window, kept or due back by lateCancel after it', () => {
    spec
      .given([placed, paid()])
      .when(cancel('2026-10-28T18:59:00.000Z'))
      .then([cancelled(true), settled({ ...paidReservation, status: 'Cancelled', version: 3 }, 'refundDue')]);
    spec
      .given([placed, paid()])
      .when(cancel('2026-10-29T12:00:00.000Z'))
      .then([cancelled(true), settled({ ...paidReservation, status: 'Cancelled', version: 3 }, 'kept')]);
    const lenient = withTerms('refund', 'keep');
    const lenientReservation = (lenient as Extract<TableNightEvent, { type: 'ReservationPaymentReceived' }>).data.reservation;
    spec
      .given([placed, lenient])
      .when(cancel('2026-10-29T12:00:00.000Z', false))
      .then([
        { type: 'ReservationCancelled', data: { reservation: { ...lenientReservation, status: 'Cancelled', version: 3 }, byGuest: false } },
        settled({ ...lenientReservation, status: 'Cancelled', version: 3 }, 'refundDue'),
      ]);
  });

  it('is due back when the venue rejects the reservation; an unpaid deposit has nothing to settle', () => {
    const reject = { type: 'SetReservationStatus' as const, actor: staff, reservationId: 'r1', status: 'Rejected' as const, byGuestLink: false, at: '2026-10-30T19:30:00.000Z' };
    const rejected = { ...paidReservation, status: 'Rejected' as const, version: 3 };
    spec
      .given([placed, paid()])
      .when(reject)
      .then([{ type: 'ReservationRejected', data: { reservation: rejected } }, settled(rejected, 'refundDue')]);
    spec
      .given([placed])
      .when(reject)
      .then([{ type: 'ReservationRejected', data: { reservation: { ...awaiting, status: 'Rejected', version: 2 } } }]);
  });

  it('is kept or due back by noShow when the guests never come, by hand or at the hold cutoff', () => {
    const noShow = (released: boolean) => ({ type: 'RecordNoShow' as const, actor: staff, reservationId: 'r1', released, tonight: '2026-10-30' });
    const gone = { ...paidReservation, status: 'NoShow' as const, version: 3 };
    spec
      .given([placed, paid()])
      .when(noShow(true))
      .then([{ type: 'ReservationNoShow', data: { reservation: gone, released: true } }, settled(gone, 'kept')]);
    const lenient = withTerms('keep', 'refund');
    const lenientGone = { ...(lenient as Extract<TableNightEvent, { type: 'ReservationPaymentReceived' }>).data.reservation, status: 'NoShow' as const, version: 3 };
    spec
      .given([placed, lenient])
      .when(noShow(false))
      .then([{ type: 'ReservationNoShow', data: { reservation: lenientGone, released: false } }, settled(lenientGone, 'refundDue')]);
  });

  it("is marked 'Vraćeno' once, only while a refund is due; a payment marked again changes nothing", () => {
    const refund = (actor: typeof staff = staff) => ({ type: 'RefundDeposit' as const, actor, reservationId: 'r1', byName: 'Marko' });
    const ended = { ...paidReservation, status: 'Cancelled' as const, version: 3 };
    const due = settled(ended, 'refundDue');
    const dueReservation = (due as Extract<TableNightEvent, { type: 'ReservationDepositChanged' }>).data.reservation;
    spec
      .given([placed, paid(), cancelled(true), due])
      .when(refund())
      .then([settled(dueReservation, 'refunded', 'Marko')]);
    spec
      .given([placed, paid(), cancelled(true), due, settled(dueReservation, 'refunded', 'Marko')])
      .when(refund())
      .thenNothingHappens();
    spec
      .given([placed, paid(), cancelled(true), due])
      .when(refund(otherStaff))
      .thenRefuses(403);
    spec.given([placed, paid()]).when(refund()).thenRefuses(409, 'nije za povraćaj');
    spec
      .given([placed, paid(), cancelled(true), settled(ended, 'kept')])
      .when(refund())
      .thenRefuses(409, 'nije za povraćaj');
    spec
      .given([placed, paid(), cancelled(true), due])
      .when(pay())
      .thenNothingHappens();
  });

  it('leaves the reservation waiting for the venue when the venue confirms paid reservations itself', () => {
    spec
      .given([placed])
      .when({ ...pay(), confirms: false })
      .then([{ type: 'ReservationPaymentReceived', data: { reservation: { ...paidReservation, status: 'Pending' }, amount: 10000, byName: 'Marko' } }]);
  });
});

describe("A deposit recorded by hand ('Uplata primljena' on Depoziti): undone within ten minutes, standing after", () => {
  const paidAt = '2026-10-30T20:30:00.000Z';
  const until = '2026-10-30T20:40:00.000Z';
  const byHand = { ...pay(), undoable: true };
  const received: TableNightEvent = {
    type: 'ReservationPaymentReceived',
    data: {
      reservation: { ...awaiting, status: 'Complete', version: 2, deposit: { ...due, state: 'paid', paidAt, paidAmount: 10000, undoableUntil: until } },
      amount: 10000,
      byName: 'Marko',
    },
  };
  const undo = (at: string, actor: typeof staff = staff) => ({ type: 'UndoDepositPayment' as const, actor, reservationId: 'r1', byName: 'Ana', at });
  const undone: TableNightEvent = { type: 'ReservationPaymentUndone', data: { reservation: { ...awaiting, version: 3 }, amount: 10000, byName: 'Ana' } };
  const settle = (at: string) => ({ type: 'SettleDepositPayment' as const, reservationId: 'r1', at });
  const standing: TableNightEvent = {
    type: 'ReservationPaymentSettled',
    data: { reservation: { ...awaiting, status: 'Complete', version: 3, deposit: { ...due, state: 'paid', paidAt, paidAmount: 10000 } }, amount: 10000 },
  };

  it('can be undone until ten minutes after it was recorded; paid at the door or from a statement it stands at once', () => {
    spec.given([placed]).when(byHand).then([received]);
    spec.given([placed]).when(pay()).then([paid()]);
    spec.given([placed, paid()]).when(undo('2026-10-30T20:31:00.000Z')).thenRefuses(409, 'ne može poništiti');
  });

  it('undone, awaits its deposit again as before the payment (same deadline, the table held); undone again changes nothing', () => {
    spec.given([placed, received]).when(undo('2026-10-30T20:39:59.000Z')).then([undone]);
    spec.given([placed, received, undone]).when(undo('2026-10-30T20:39:59.000Z')).thenNothingHappens();
    spec
      .given([placed, received, undone])
      .when(place({ reservationId: 'r2', uniqueId: 'XYZW2345' }))
      .thenRefuses(409, 'Sto je već rezervisan');
    spec
      .given([placed, received, undone])
      .when(expire())
      .then([{ ...expired, data: { ...expired.data, reservation: { ...awaiting, status: 'Cancelled', version: 4, deposit: { ...due, state: 'expired' } } } }]);
    spec.given([placed, received]).when(undo('2026-10-30T20:35:00.000Z', otherStaff)).thenRefuses(403);
  });

  it('is refused after ten minutes, and once the reservation moved on', () => {
    spec.given([placed, received]).when(undo(until)).thenRefuses(409, 'samo 10 minuta posle beleženja');
    const arrived: TableNightEvent = {
      type: 'ReservationArrived',
      data: { reservation: { ...(received.data as { reservation: Reservation }).reservation, status: 'Arrived', version: 3 } },
    };
    spec.given([placed, received, arrived]).when(undo('2026-10-30T20:35:00.000Z')).thenRefuses(409, 'ne može poništiti');
  });

  it('stands once its window closed unless undone: settled once, then no longer undoable', () => {
    spec.given([placed, received]).when(settle('2026-10-30T20:39:00.000Z')).thenNothingHappens();
    spec.given([placed, received]).when(settle(until)).then([standing]);
    spec.given([placed, received, standing]).when(settle(until)).thenNothingHappens();
    spec.given([placed, received, undone]).when(settle(until)).thenNothingHappens();
    spec.given([placed, received, standing]).when(undo('2026-10-30T20:39:00.000Z')).thenRefuses(409, 'ne može poništiti');
  });
});
