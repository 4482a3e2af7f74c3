import type { BookingFacts, PlaceReservation, Reservation, TableNightEvent } from '.';

// The one booking the table-night specs (and the deposit spec beside the money module) vary: Ana's
// four at table t1 of Klub on the night of 30 October 2026, placed at 21:00 in Belgrade.

/** What the handler found for the booking: an approved venue open that night, its Sto 1 for six. */
export const bookingFacts = (overrides: Partial<BookingFacts> = {}): BookingFacts => ({
  venue: { exists: true, approved: true, name: 'Klub', email: 'klub@test.rs', openOnNight: true },
  table: { exists: true, clubId: 'klub', name: 'Sto 1', maxPersons: 6 },
  event: null,
  tonight: '2026-10-30',
  ...overrides,
});

/** A signed-in guest (u1) places reservation r1, ABCD2345. */
export const placeReservation = (overrides: Partial<PlaceReservation> = {}): PlaceReservation => ({
  type: 'PlaceReservation',
  actor: { userId: 'u1', role: 'user', clubId: null },
  reservationId: 'r1',
  uniqueId: 'ABCD2345',
  clubId: 'klub',
  tableId: 't1',
  eventId: null,
  night: '2026-10-30',
  persons: 4,
  guest: { firstName: 'Ana', lastName: 'Ilić', phone: '060 123456', email: 'ana@gost.rs' },
  facts: bookingFacts(),
  placedAt: '2026-10-30T20:00:00.000Z',
  ...overrides,
});

/** The reservation placeReservation() places: pending, at its first version. */
export const placedReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  reservationId: 'r1',
  uniqueId: 'ABCD2345',
  clubId: 'klub',
  club: 'Klub',
  tableId: 't1',
  tableName: 'Sto 1',
  night: '2026-10-30',
  eventId: null,
  eventTitle: '',
  firstName: 'Ana',
  lastName: 'Ilić',
  phone: '060 123456',
  email: 'ana@gost.rs',
  persons: 4,
  status: 'Pending',
  userId: 'u1',
  placedAt: '2026-10-30T20:00:00.000Z',
  version: 1,
  ...overrides,
});

/** Klub's manager, staff of another venue, and the signed-in guest u1. */
export const manager = { userId: 'm1', role: 'manager' as const, clubId: 'klub' };
export const staffOfAnother = { userId: 's2', role: 'staff' as const, clubId: 'drugi' };
export const guestUser = { userId: 'u1', role: 'user' as const, clubId: null };

/** The placement of placeReservation(), as its event. */
export const placed = (overrides: Partial<Reservation> = {}): TableNightEvent => ({
  type: 'ReservationPlaced',
  data: { reservation: placedReservation(overrides), venueEmail: 'klub@test.rs' },
});
