import { guestBadgeLine, guestTagLabel, reservationStatusLabel } from '@izlazak/contracts';

/**
 * The guest book's tags every venue has and a reservation's statuses, as the dashboard and the door
 * show them in each language (docs/i18n.md): the values stay Serbian, a venue's own tag as written.
 */
describe("Guest tags and statuses in the reader's language", () => {
  it("shows the tags every venue has in the screen's language, a venue's own tag as written", () => {
    expect(['VIP', 'Stalni gost', 'Rođendan', 'Ne primati', 'Voli šampanjac'].map((tag) => guestTagLabel(tag, 'en'))).toEqual([
      'VIP',
      'Regular guest',
      'Birthday',
      'Do not admit',
      'Voli šampanjac',
    ]);
    expect(guestTagLabel('Stalni gost')).toBe('Stalni gost');
    expect(guestTagLabel('Stalni gost', 'sr-Cyrl')).toBe('Стални гост');
  });

  it("writes the door's line about a guest with CLDR's plurals: 'VIP — Stalni gost, 12 dolazaka', '1 visit'", () => {
    expect(guestBadgeLine({ tags: ['VIP', 'Stalni gost'], visits: 12 })).toBe('VIP — Stalni gost, 12 dolazaka');
    expect(guestBadgeLine({ tags: ['Stalni gost'], visits: 22 })).toBe('Stalni gost, 22 dolaska');
    expect(guestBadgeLine({ tags: [], visits: 21 })).toBe('21 dolazak');
    expect(guestBadgeLine({ tags: ['VIP', 'Rođendan'], visits: 1 }, 'en')).toBe('VIP — Birthday, 1 visit');
    expect(guestBadgeLine({ tags: ['Ne primati'], visits: 5 }, 'sr-Cyrl')).toBe('Не примати, 5 долазака');
  });

  it('words every status of a reservation in each language', () => {
    expect(['Pending', 'Complete', 'AwaitingPayment', 'NoShow'].map((status) => reservationStatusLabel(status, 'en'))).toEqual([
      'Pending',
      'Confirmed',
      'Awaiting payment',
      'No-show',
    ]);
    expect(reservationStatusLabel('Complete')).toBe('Potvrđeno');
    expect(reservationStatusLabel('Arrived', 'sr-Cyrl')).toBe('Стигли');
  });
});
