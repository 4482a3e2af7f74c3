/**
 * The night's screens in the language they are shown in (issue 36): the door, the reservations list,
 * the floor plan and the statuses come from the catalogs, in Serbian (both scripts, with agreeing
 * plurals) and in English, never stitched from Serbian words.
 */

import type { Locale } from '@izlazak/contracts';

// The frontend is an ES module package: its types are read as such, the modules are loaded by jest.
// Their shapes are written here: type-checking their own relative imports is the frontend's tsc.
type DoorNight = typeof import('../../frontend/src/features/door/door-night.js', { with: { 'resolution-mode': 'import' } });
type DoorGuest = import('../../frontend/src/features/door/door-night.js', { with: { 'resolution-mode': 'import' } }).DoorGuest;
interface Look {
  stateText: string;
  detail?: string;
}
interface Labelled {
  label: string;
}
type Holder = { state: 'free' | 'taken'; reservation?: { firstName: string; lastName: string; persons: number; status: string; tags?: string[] } | null };
const door: DoorNight = require('../../frontend/src/features/door/door-night');
const doorFormat: {
  doorStatusText(guest: DoorGuest, locale?: Locale): string;
  personsText(count: number, locale?: Locale): string;
} = require('../../frontend/src/features/door/door-format');
const reservations: {
  reservationSummary(reservation: { persons: number; tableName: string }, locale?: Locale): string;
  couponLabel(reservation: { couponCode?: string | null; discountPercent?: number | null }, locale?: Locale): string | null;
  discountedTicketLabel(reservation: { ticketPrice?: string | null; discountedTicketPrice?: string | null }, locale?: Locale): string | null;
} = require('../../frontend/src/features/reservations/components/reservation-format');
const floor: {
  venueLegend(locale?: Locale): readonly Labelled[];
  VENUE_LEGEND: readonly Labelled[];
  venueLook(table: Holder, locale?: Locale): Look;
} = require('../../frontend/src/components/floor-plan/floor-looks');
const status: { statusText(status: string, locale?: Locale): string } = require('../../frontend/src/components/reservation-status-text');

const guest = (overrides: Partial<DoorGuest>): DoorGuest => ({
  _id: 'r1',
  uniqueId: 'ABCD1234',
  firstName: 'Ana',
  lastName: 'Anić',
  phone: '+381 64 111 2233',
  persons: 4,
  tableId: 't1',
  tableName: 'Sto 1',
  status: 'Complete',
  arrivedPersons: null,
  arrivedAt: null,
  arrivedBy: null,
  version: 2,
  token: 'tok-ana',
  ...overrides,
});

describe("The night's screens in messages", () => {
  it("name every status in Serbian as before, in Cyrillic, and in English ('Potvrđeno', 'Потврђено', 'Confirmed')", () => {
    expect(status.statusText('Complete')).toBe('Potvrđeno');
    expect(status.statusText('Complete', 'sr-Cyrl')).toBe('Потврђено');
    expect(status.statusText('Complete', 'en')).toBe('Confirmed');
    expect(status.statusText('AwaitingPayment', 'en')).toBe('Awaiting payment');
    expect(status.statusText('NoShow')).toBe('Nisu došli');
    // A status the app does not know reads as pending (spec, section 4).
    expect(status.statusText('Teleported', 'en')).toBe('Pending');
  });

  it("write the door's rows and refusals in the screen's language", () => {
    const arrived = guest({ status: 'Arrived', arrivedPersons: 3, arrivedAt: '2026-10-30T22:41:00.000Z', arrivedBy: 'Marko' });
    expect(doorFormat.doorStatusText(arrived)).toBe('Stigli 3/4');
    expect(doorFormat.doorStatusText(arrived, 'en')).toBe('Arrived 3/4');
    expect(door.alreadyInMessage(arrived)).toBe('Ana Anić, Sto 1: ušli u 23:41 (upisao: Marko)');
    expect(door.alreadyInMessage(arrived, 'en')).toBe('Ana Anić, Sto 1: came in at 23:41 (checked in by Marko)');
    expect(door.alreadyInMessage({ ...arrived, arrivedBy: null }, 'en')).toBe('Ana Anić, Sto 1: came in at 23:41');
    expect(door.commandLabel('walkIn', 'en')).toBe('Walk-in guest');
    expect(door.offeredText({ tableId: 't1', tableName: 'Separe 1', until: '2026-10-30T22:10:00.000Z' }, 'en')).toBe('Separe 1 is offered to a waitlist guest until 23:10');
  });

  it("count persons with CLDR's plurals in both scripts and in English", () => {
    expect([1, 2, 5, 21, 22].map((count) => doorFormat.personsText(count))).toEqual(['1 osoba', '2 osobe', '5 osoba', '21 osoba', '22 osobe']);
    expect([1, 2, 5].map((count) => doorFormat.personsText(count, 'sr-Cyrl'))).toEqual(['1 особа', '2 особе', '5 особа']);
    expect([1, 2].map((count) => doorFormat.personsText(count, 'en'))).toEqual(['1 person', '2 people']);
  });

  it("keep the spec's reservation summary in Serbian and say it in English", () => {
    const reservation = { persons: 4, tableName: 'Separe 3', couponCode: 'PETAK10', discountPercent: 10 };
    expect(reservations.reservationSummary(reservation)).toBe('Rezervacija - Ukupno osoba: 4 - Broj stola: Separe 3');
    expect(reservations.reservationSummary(reservation, 'en')).toBe('Reservation - Total persons: 4 - Table: Separe 3');
    expect(reservations.couponLabel(reservation)).toBe('Kupon PETAK10 · popust 10%');
    expect(reservations.couponLabel(reservation, 'en')).toBe('Coupon PETAK10 · 10% off');
    expect(reservations.discountedTicketLabel({ ticketPrice: '1500', discountedTicketPrice: '1350' }, 'en')).toBe('Discounted ticket price: 1350 RSD (instead of 1500 RSD)');
  });

  it("show the venue's floor plan with its legend and tables in the screen's language", () => {
    expect(floor.venueLegend('en').map((entry) => entry.label)).toEqual(['Free', 'Pending / awaiting payment', 'Confirmed', 'Arrived']);
    expect(floor.venueLegend().map((entry) => entry.label)).toEqual(['Slobodan', 'Na čekanju / čeka uplatu', 'Potvrđeno', 'Stigli']);
    // The guest book's tags every venue has, in the screen's language; a venue's own tag as written.
    const regular = { state: 'taken' as const, reservation: { firstName: 'Ana', lastName: 'Anić', persons: 2, status: 'Complete', tags: ['Stalni gost', 'Voli separe'] } };
    expect(floor.venueLook(regular, 'en').stateText).toBe('confirmed: Regular guest, Voli separe · Ana Anić, 2 people');
    expect(floor.venueLook(regular, 'en').detail).toBe('Regular guest · Ana A. · 2');
    const held = { state: 'taken' as const, reservation: { firstName: 'Ana', lastName: 'Anić', persons: 2, status: 'Complete', tags: ['VIP'] } };
    expect(floor.venueLook(held).stateText).toBe('potvrđeno: VIP · Ana Anić, 2 osobe');
    expect(floor.venueLook(held, 'en').stateText).toBe('confirmed: VIP · Ana Anić, 2 people');
    expect(floor.venueLook({ state: 'free' }, 'en').stateText).toBe('free');
  });
});
