import type { ReservationDepositView } from '@izlazak/contracts';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type BookingFacts, type PlaceReservation, type Reservation, type TableNightEvent } from '../../reservations/domain/table-night.decider';

const staff = { userId: 's1', role: 'staff' as const, clubId: 'klub' };
const otherStaff = { userId: 's2', role: 'staff' as const, clubId: 'drugi' };

const facts: BookingFacts = {
  venue: { exists: true, approved: true, name: 'Klub', email: 'klub@test.rs', openOnNight: true },
  table: { exists: true, clubId: 'klub', name: 'Separe 1', maxPersons: 8 },
  event: null,
  tonight: '2026-10-30',
};

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
const terms = { minimumSpend: 20000, package: 'Flaša', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep' as const, noShow: 'keep' as const, scope: { zone: 'Separei', tableId: null, night: null, eventId: null } };

const place = (overrides: Partial<PlaceReservation> = {}): PlaceReservation => ({
  type: 'PlaceReservation',
  actor: 'anonymous',
  reservationId: 'r1',
  uniqueId: 'ABCD2345',
  clubId: 'klub',
  tableId: 't1',
  eventId: null,
  night: '2026-10-30',
  persons: 4,
  guest: { firstName: 'Ana', lastName: 'Ilić', phone: '060 123456', email: 'ana@gost.rs' },
  facts,
  placedAt: '2026-10-30T20:00:00.000Z',
  terms,
  deposit: due,
  ...overrides,
});

const awaiting: Reservation = {
  reservationId: 'r1',
  uniqueId: 'ABCD2345',
  clubId: 'klub',
  club: 'Klub',
  tableId: 't1',
  tableName: 'Separe 1',
  night: '2026-10-30',
  eventId: null,
  eventTitle: '',
  firstName: 'Ana',
  lastName: 'Ilić',
  phone: '060 123456',
  email: 'ana@gost.rs',
  persons: 4,
  status: 'AwaitingPayment',
  userId: null,
  placedAt: '2026-10-30T20:00:00.000Z',
  version: 1,
  terms,
  deposit: due,
};
const placed: TableNightEvent = { type: 'ReservationPlaced', data: { reservation: awaiting, venueEmail: 'klub@test.rs' } };
const paid = (amount = 10000): TableNightEvent => ({
  type: 'ReservationPaymentReceived',
  data: { reservation: { ...awaiting, status: 'Complete', version: 2, deposit: { ...due, state: 'paid', paidAt: '2026-10-30T20:30:00.000Z', paidAmount: amount } }, amount, byName: 'Marko' },
});
const expired: TableNightEvent = {
  type: 'ReservationCancelled',
  data: { reservation: { ...awaiting, status: 'Cancelled', version: 2, deposit: { ...due, state: 'expired' } }, byGuest: false, reason: 'unpaid' },
};
const pay = (amount?: number, actor: typeof staff = staff) => ({ type: 'RecordDepositPayment' as const, actor, reservationId: 'r1', amount, byName: 'Marko', at: '2026-10-30T20:30:00.000Z' });
const expire = (at = '2026-10-30T21:00:00.000Z') => ({ type: 'ExpireDeposit' as const, reservationId: 'r1', at });

const spec = deciderSpecification(tableNightDecider);

describe('A reservation whose terms ask a deposit', () => {
  it('is placed awaiting payment with the terms as they were, and holds its table', () => {
    spec.given([]).when(place()).then([placed]);
    spec.given([placed]).when(place({ reservationId: 'r2', uniqueId: 'XYZW2345' })).thenRefuses(409, 'Sto je već rezervisan');
    spec.given([]).when(place({ deposit: undefined })).then([{ type: 'ReservationPlaced', data: { reservation: { ...awaiting, status: 'Pending', deposit: undefined }, venueEmail: 'klub@test.rs' } }].map((event) => JSON.parse(JSON.stringify(event))));
  });

  it("is confirmed by 'Uplata primljena' (the amount received, the deposit's by default); the same payment again changes nothing", () => {
    spec.given([placed]).when(pay()).then([paid()]);
    spec.given([placed]).when(pay(9000)).then([paid(9000)]);
    spec.given([placed, paid()]).when(pay()).thenNothingHappens();
    spec.given([placed]).when(pay(undefined, otherStaff)).thenRefuses(403);
  });

  it('is cancelled, its table freed, when its hold runs out unpaid; paid first, the expiry changes nothing, expired first, the payment is refused', () => {
    spec.given([placed]).when(expire()).then([expired]);
    spec.given([placed]).when(expire('2026-10-30T20:59:00.000Z')).thenNothingHappens();
    spec.given([placed, paid()]).when(expire()).thenNothingHappens();
    spec.given([placed, expired]).when(pay()).thenRefuses(409, 'Rok za uplatu depozita je istekao');
    spec.given([placed, expired]).when(place({ reservationId: 'r2', uniqueId: 'XYZW2345', deposit: undefined, terms: undefined })).then([
      JSON.parse(JSON.stringify({ type: 'ReservationPlaced', data: { reservation: { ...awaiting, reservationId: 'r2', uniqueId: 'XYZW2345', status: 'Pending', terms: undefined, deposit: undefined }, venueEmail: 'klub@test.rs' } })),
    ]);
  });

  it('is not confirmed by a status change, only by its deposit; the guest may cancel it; a reservation without a deposit takes no payment', () => {
    const confirm = { type: 'SetReservationStatus' as const, actor: staff, reservationId: 'r1', status: 'Complete' as const, byGuestLink: false };
    spec.given([placed]).when(confirm).thenRefuses(409, 'Ova promena statusa nije moguća');
    spec.given([placed]).when({ ...confirm, actor: 'anonymous', status: 'Cancelled', byGuestLink: true }).then([
      { type: 'ReservationCancelled', data: { reservation: { ...awaiting, status: 'Cancelled', version: 2 }, byGuest: true } },
    ]);
    const plain: TableNightEvent = { type: 'ReservationPlaced', data: { reservation: { ...awaiting, status: 'Pending', deposit: undefined }, venueEmail: 'klub@test.rs' } };
    spec.given([plain]).when(pay()).thenRefuses(409, 'Ova rezervacija ne traži depozit');
  });
});
