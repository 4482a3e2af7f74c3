import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type Reservation, type TableNightEvent } from '../../reservations/domain/table-night.decider';

const staff = { userId: 's1', role: 'staff' as const, clubId: 'klub' };
const otherStaff = { userId: 's2', role: 'staff' as const, clubId: 'drugi' };

const reservation: Reservation = {
  reservationId: 'r1', uniqueId: 'ABCD2345', clubId: 'klub', club: 'Klub', tableId: 't1', tableName: 'Separe 1', night: '2026-10-30',
  eventId: null, eventTitle: '', firstName: 'Ana', lastName: 'Ilić', phone: '060 123456', email: 'ana@gost.rs', persons: 4,
  status: 'Pending', userId: null, placedAt: '2026-10-30T20:00:00.000Z', version: 1,
};
const arrival = { persons: 4, at: '2026-10-30T22:00:00.000Z', byUserId: 's1', byName: 'Marko' };
const placed: TableNightEvent = { type: 'ReservationPlaced', data: { reservation, venueEmail: '' } };
const arrived: TableNightEvent = { type: 'ReservationArrived', data: { reservation: { ...reservation, status: 'Arrived', version: 2, arrival } } };
const at = '2026-10-31T01:00:00.000Z';
const spent = (amount: number, version = 3, before: Reservation = { ...reservation, status: 'Arrived', version: 2, arrival }): TableNightEvent => ({
  type: 'ReservationSpendRecorded',
  data: { reservation: { ...before, version, spend: { amount, at, byUserId: 's1', byName: 'Marko' } }, amount, byName: 'Marko' },
});
const recordSpend = (amount: number, actor = staff, tonight = '2026-10-30') => ({ type: 'RecordSpend' as const, actor, reservationId: 'r1', amount, byName: 'Marko', at, tonight });

const spec = deciderSpecification(tableNightDecider);

describe("'Potrošnja': the actual spend of a reservation", () => {
  it('is recorded for guests who came, with who and when; the same amount again changes nothing, another corrects it', () => {
    spec.given([placed, arrived]).when(recordSpend(24500)).then([spent(24500)]);
    spec.given([placed, arrived, spent(24500)]).when(recordSpend(24500)).thenNothingHappens();
    spec.given([placed, arrived, spent(24500)]).when(recordSpend(26000)).then([spent(26000, 4)]);
  });

  it("is refused for a reservation that did not come, a night still to come, and another venue's staff", () => {
    spec.given([placed]).when(recordSpend(1000)).thenRefuses(409, 'Potrošnja se upisuje samo za rezervaciju koja je stigla ili je potvrđena');
    spec.given([placed, arrived]).when(recordSpend(1000, staff, '2026-10-29')).thenRefuses(409, 'Ta noć još nije počela');
    spec.given([placed, arrived]).when(recordSpend(1000, otherStaff)).thenRefuses(403);
    spec.given([]).when(recordSpend(1000)).thenRefuses(404);
  });
});
