import { judgeScan, type ScannedReservation, type Scanner } from './door-scan';

const TONIGHT = '2026-10-30';
const staff: Scanner = { userId: 'u1', role: 'staff', clubId: 'club-a' };
const reservation = (overrides: Partial<ScannedReservation> = {}): ScannedReservation => ({
  clubId: 'club-a',
  night: TONIGHT,
  status: 'Complete',
  deleted: false,
  arrivedAt: null,
  arrivedBy: null,
  guestName: 'Marko Petrović',
  tableName: 'Separe 1',
  ...overrides,
});

describe('Judging a scanned code', () => {
  it("lets tonight's Pending, Complete and released guests in, for the venue's staff and for admins", () => {
    for (const status of ['Pending', 'Complete', 'NoShow'] as const) expect(judgeScan(reservation({ status }), staff, TONIGHT)).toEqual({ admitted: true });
    expect(judgeScan(reservation({ clubId: 'club-b' }), { userId: 'a', role: 'admin', clubId: null }, TONIGHT)).toEqual({ admitted: true });
  });

  it("refuses another venue's code without showing it", () => {
    expect(judgeScan(reservation({ clubId: 'club-b', status: 'Arrived' }), staff, TONIGHT)).toEqual({
      admitted: false,
      status: 403,
      message: 'Ovaj kod je za drugi objekat',
      said: 'refusal.door.otherVenue',
      showsReservation: false,
    });
  });

  it('names the guest, the table, when, and who let them in already, in Belgrade time', () => {
    const arrived = reservation({ status: 'Arrived', arrivedAt: '2026-10-30T22:41:00.000Z', arrivedBy: 'Ana' });
    expect(judgeScan(arrived, staff, TONIGHT)).toMatchObject({ status: 409, message: 'Marko Petrović, Separe 1: ušli u 23:41 (upisao: Ana)', showsReservation: true });
    expect(judgeScan({ ...arrived, arrivedBy: null }, staff, TONIGHT)).toMatchObject({ message: 'Marko Petrović, Separe 1: ušli u 23:41' });
  });

  it('names the night of a code for another night, later or earlier', () => {
    expect(judgeScan(reservation({ night: '2026-10-31' }), staff, TONIGHT)).toMatchObject({ status: 409, message: 'Rezervacija nije za večeras, već za 31.10.2026' });
    expect(judgeScan(reservation({ night: '2026-10-29', status: 'Arrived' }), staff, TONIGHT)).toMatchObject({
      status: 409,
      message: 'Rezervacija je bila za 29.10.2026, ne za večeras',
    });
  });

  it('refuses a cancelled, rejected or deleted reservation first', () => {
    expect(judgeScan(reservation({ status: 'Cancelled', night: '2026-11-01' }), staff, TONIGHT)).toMatchObject({ status: 409, message: 'Rezervacija je otkazana' });
    expect(judgeScan(reservation({ status: 'Rejected' }), staff, TONIGHT)).toMatchObject({ status: 409, message: 'Rezervacija je odbijena' });
    expect(judgeScan(reservation({ deleted: true }), staff, TONIGHT)).toMatchObject({ status: 409, message: 'Rezervacija je obrisana' });
  });
});
