import { inReservationList, reservationListFilter, reservationListOrder } from '@izlazak/contracts';

/** GET /api/reservations' rules, which the list handler's SQL and the dashboard's live list both follow. */
describe("The reservations list's rules", () => {
  it('orders by the chosen column, else every night newest first, else tonight in the order placed', () => {
    expect(reservationListOrder({ sort: 'firstName', order: 'desc' })).toEqual([{ field: 'guestName', descending: true }]);
    expect(reservationListOrder({ sort: 'date' })).toEqual([
      { field: 'night', descending: false },
      { field: 'placedAt', descending: false },
    ]);
    expect(reservationListOrder({ sort: 'status', order: 'asc' })).toEqual([
      { field: 'status', descending: false },
      { field: 'night', descending: true },
    ]);
    expect(reservationListOrder({ all: true })).toEqual([
      { field: 'night', descending: true },
      { field: 'placedAt', descending: true },
    ]);
    expect(reservationListOrder({})).toEqual([{ field: 'placedAt', descending: false }]);
  });

  it("shows tonight's reservations (every night's with all), of the venue asked for, that the search finds in the guest's name, phone, e-mail or code", () => {
    const ana = { date: '2026-10-30', clubId: 'klub', firstName: 'Ana', lastName: 'Ilić', phone: '060 123456', email: 'ana@gost.rs', uniqueId: 'ABCD2345' };
    const tonight = (args: Parameters<typeof reservationListFilter>[0]) => reservationListFilter(args, '2026-10-30');
    expect(inReservationList(tonight({}), ana)).toBe(true);
    expect(inReservationList(tonight({}), { ...ana, date: '2026-10-29' })).toBe(false);
    expect(inReservationList(tonight({ all: true }), { ...ana, date: '2026-10-29' })).toBe(true);
    expect(inReservationList(tonight({ clubId: 'drugi' }), ana)).toBe(false);
    expect(inReservationList(tonight({ search: 'ILIĆ' }), ana)).toBe(true);
    expect(inReservationList(tonight({ search: 'abcd' }), ana)).toBe(true);
    expect(inReservationList(tonight({ search: 'marko' }), ana)).toBe(false);
  });
});
