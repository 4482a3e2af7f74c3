/** The door's rules for tonight's tickets (frontend/src/features/door/door-tickets.ts): what it says and shows offline. */

// Typed by hand: the module imports its neighbours without file extensions, which the test project's node16 resolution refuses.
interface DoorTicket {
  _id: string;
  token: string;
  code: string;
  status: string;
  tierName: string;
  holder: { firstName: string; lastName: string };
  eventId: string;
  eventTitle: string;
  clubId: string;
  night: string;
  admittedAt: string | null;
  admittedBy: string | null;
  doubleEntries: { firstAt: string; firstBy: string; secondAt: string; secondBy: string }[];
  pending?: boolean;
}
interface TicketAdmission {
  kind: 'ticketAdmission';
  ticketId: string;
  commandId: string;
  clubId: string;
  night: string;
  at: string;
  by: string;
  guestName: string;
}
const tickets: {
  whyTicketNotIn(ticket: DoorTicket, locale?: 'sr-Latn' | 'sr-Cyrl' | 'en'): string | null;
  withPendingAdmissions(tickets: readonly DoorTicket[], commands: readonly TicketAdmission[]): DoorTicket[];
  upsertTicket(tickets: readonly DoorTicket[], ticket: DoorTicket): DoorTicket[];
  mergeServerTickets(stored: readonly DoorTicket[], server: readonly DoorTicket[]): DoorTicket[];
  doubleEntryTexts(ticket: DoorTicket): string[];
  searchTickets(tickets: readonly DoorTicket[], text: string): DoorTicket[];
  ticketsIn(tickets: readonly DoorTicket[]): number;
} = require('../../frontend/src/features/door/door-tickets');

const ticket = (overrides: Partial<DoorTicket> = {}): DoorTicket => ({
  _id: 't1',
  token: 'T'.repeat(24),
  code: `https://izlazak.rs/t/${'T'.repeat(24)}`,
  status: 'valid',
  tierName: 'VIP',
  holder: { firstName: 'Saša', lastName: 'Đorđević' },
  eventId: 'e1',
  eventTitle: 'Petak u klubu',
  clubId: 'c1',
  night: '2026-10-30',
  admittedAt: null,
  admittedBy: null,
  doubleEntries: [],
  ...overrides,
});
const admission = (at: string): TicketAdmission => ({
  kind: 'ticketAdmission',
  ticketId: 't1',
  commandId: 'marko-0001',
  clubId: 'c1',
  night: '2026-10-30',
  at,
  by: 'Marko',
  guestName: 'Saša Đorđević',
});

describe("The door's tickets", () => {
  it('lets a valid ticket in, and says when and by whom for one already in, or that a passed-on one no longer counts', () => {
    expect(tickets.whyTicketNotIn(ticket())).toBeNull();
    expect(tickets.whyTicketNotIn(ticket({ status: 'admitted', admittedAt: '2026-10-30T22:41:00.000Z', admittedBy: 'Marko' }))).toBe('Ulaznica iskorišćena u 23:41, Marko');
    expect(tickets.whyTicketNotIn(ticket({ status: 'transferred' }))).toBe('Ova ulaznica je preneta na drugu osobu i više ne važi');
  });

  it('refuses a refunded (or cancelled) ticket offline, and an older copy that still reads valid does not bring it back', () => {
    expect(tickets.whyTicketNotIn(ticket({ status: 'refunded' }))).toBe('Ova ulaznica je vraćena (povraćaj novca) i više ne važi');
    const [kept] = tickets.upsertTicket([ticket({ status: 'refunded' })], ticket());
    expect(kept.status).toBe('refunded');
    expect(tickets.mergeServerTickets([ticket()], [ticket({ status: 'refunded' })])[0].status).toBe('refunded');
  });

  it('shows an admission made offline at once, waiting to be sent, and a second scan on this phone says it is used', () => {
    const [shown] = tickets.withPendingAdmissions([ticket()], [admission('2026-10-30T22:50:00.000Z')]);
    expect(shown).toMatchObject({ status: 'admitted', admittedBy: 'Marko', pending: true });
    expect(tickets.whyTicketNotIn(shown)).toBe('Ulaznica iskorišćena u 23:50, Marko');
    expect(tickets.ticketsIn([shown, ticket({ _id: 't2' })])).toBe(1);
  });

  it('never takes an admission back with an older copy, and keeps the double entries it learnt', () => {
    const admitted = ticket({
      status: 'admitted',
      admittedAt: '2026-10-30T22:52:00.000Z',
      admittedBy: 'Jelena',
      doubleEntries: [{ firstAt: '2026-10-30T22:52:00.000Z', firstBy: 'Jelena', secondAt: '2026-10-30T22:50:00.000Z', secondBy: 'Marko' }],
    });
    expect(tickets.upsertTicket([admitted], ticket())[0]).toMatchObject({ status: 'admitted', admittedBy: 'Jelena', doubleEntries: admitted.doubleEntries });
    expect(tickets.mergeServerTickets([admitted], [ticket()])[0]).toMatchObject({ status: 'admitted', admittedAt: admitted.admittedAt });
    expect(tickets.doubleEntryTexts(admitted)).toEqual(['Dvostruki ulaz: ulaznica iskorišćena u 23:52, Jelena, i ponovo u 23:50, Marko']);
  });

  it("finds tonight's tickets by the holder's name, accents optional, and not passed-on ones", () => {
    const all = [ticket(), ticket({ _id: 't2', status: 'transferred' })];
    expect(tickets.searchTickets(all, 'sasa djor').map(({ _id }) => _id)).toEqual(['t1']);
    expect(tickets.searchTickets(all, '')).toEqual([]);
  });
});
