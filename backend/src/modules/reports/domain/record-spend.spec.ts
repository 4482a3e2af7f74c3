import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type Reservation, type TableNightEvent } from '../../reservations/domain/table-night';

const staff = { userId: 's1', role: 'staff' as const, clubId: 'klub' };
const otherStaff = { userId: 's2', role: 'staff' as const, clubId: 'drugi' };

const reservation: Reservation = {
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
  status: 'Pending',
  userId: null,
  placedAt: '2026-10-30T20:00:00.000Z',
  version: 1,
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
    spec
      .given([placed, arrived])
      .when(recordSpend(24500))
      .then([spent(24500)]);
    spec
      .given([placed, arrived, spent(24500)])
      .when(recordSpend(24500))
      .thenNothingHappens();
    spec
      .given([placed, arrived, spent(24500)])
      .when(recordSpend(26000))
      .then([spent(26000, 4)]);
  });

  it("is refused for a reservation that did not come, a night still to come, and another venue's staff", () => {
    spec.given([placed]).when(recordSpend(1000)).thenRefuses(409, 'Potrošnja se upisuje samo za rezervaciju koja je stigla ili je potvrđena');
    spec
      .given([placed, arrived])
      .when(recordSpend(1000, staff, '2026-10-29'))
      .thenRefuses(409, 'Ta noć još nije počela');
    spec.given([placed, arrived]).when(recordSpend(1000, otherStaff)).thenRefuses(403);
    spec.given([]).when(recordSpend(1000)).thenRefuses(404);
  });

  describe('item by item from the menu', () => {
    const vodka = { clubId: 'klub', name: 'Vodka 0,7', price: 9000 };
    const withItems = (items: { itemId: string; quantity: number; onMenu: typeof vodka | null }[], amount?: number) => ({ ...recordSpend(0), amount, items });
    const recordedItems = [
      { itemId: 'm1', name: 'Vodka 0,7', price: 9000, quantity: 2 },
      { itemId: 'm2', name: 'Voda', price: 450.5, quantity: 1 },
    ];
    const servedAt = { ...reservation, status: 'Arrived' as const, version: 3, arrival };
    const spentItems: TableNightEvent = {
      type: 'ReservationSpendRecorded',
      data: { reservation: { ...servedAt, spend: { amount: 18451, items: recordedItems, at, byUserId: 's1', byName: 'Marko' } }, amount: 18451, byName: 'Marko' },
    };
    const lines = [
      { itemId: 'm1', quantity: 2, onMenu: vodka },
      { itemId: 'm2', quantity: 1, onMenu: { clubId: 'klub', name: 'Voda', price: 450.5 } },
    ];

    it('takes the amount from the items as the menu prices them (rounded to whole dinars), and records their names and prices', () => {
      spec.given([placed, arrived]).when(withItems(lines)).then([spentItems]);
      spec.given([placed, arrived]).when(withItems(lines, 18451)).then([spentItems]);
      spec.given([placed, arrived, spentItems]).when(withItems(lines)).thenNothingHappens();
      // The same amount as a bare amount is another spend: the items go.
      spec
        .given([placed, arrived, spentItems])
        .when(recordSpend(18451))
        .then([spent(18451, 4, servedAt)]);
    });

    it("refuses an item not on this venue's menu, and an amount other than the items' total, naming the field", () => {
      spec
        .given([placed, arrived])
        .when(withItems([lines[0], { itemId: 'x', quantity: 1, onMenu: null }]))
        .thenRefuses(400, 'Stavka nije na meniju ovog objekta');
      spec
        .given([placed, arrived])
        .when(withItems([{ itemId: 'x', quantity: 1, onMenu: { ...vodka, clubId: 'drugi' } }]))
        .thenRefuses(400, 'Stavka nije na meniju ovog objekta');
      spec.given([placed, arrived]).when(withItems(lines, 18000)).thenRefuses(400, 'Iznos se ne slaže sa zbirom stavki sa menija (18.451 RSD)');
      spec.given([placed, arrived]).when(withItems([])).thenRefuses(400, 'Potrošnja mora biti ceo broj dinara od 0 do 100.000.000');
    });
  });
});
