/** The door's rules for tonight's guest list names (frontend/src/features/door/door-list-entries.ts): what it says and shows offline. */

// Typed by hand: the module imports its neighbours without file extensions, which the test project's node16 resolution refuses.
interface DoorListEntry {
  _id: string;
  listId: string;
  code: string;
  firstName: string;
  lastName: string;
  phone: string;
  plusOnes: number;
  arrived: { persons: number; at: string; by: string } | null;
  arrivalUndone?: { at: string; by: string } | null;
  list: { _id: string; name: string; benefit: string; closesAt: string; closesAtInstant?: string };
  pending?: boolean;
}
interface ListArrival {
  kind: 'listArrival' | 'listArrivalUndo';
  entryId: string;
  persons?: number;
  commandId: string;
  clubId: string;
  night: string;
  at: string;
  by: string;
  guestName: string;
}
const lists: {
  whyNotIn(entry: DoorListEntry, now: Date, locale?: 'sr-Latn' | 'sr-Cyrl' | 'en'): string | null;
  searchEntries(entries: readonly DoorListEntry[], text: string): DoorListEntry[];
  withPendingArrivals(entries: readonly DoorListEntry[], commands: readonly ListArrival[]): DoorListEntry[];
  mergeServerEntries(stored: readonly DoorListEntry[], server: readonly DoorListEntry[]): DoorListEntry[];
} = require('../../frontend/src/features/door/door-list-entries');

const entry = (overrides: Partial<DoorListEntry> = {}): DoorListEntry => ({
  _id: 'e1',
  listId: 'l1',
  code: 'A'.repeat(24),
  firstName: 'Mila',
  lastName: 'Jović',
  phone: '+381 60 300 0001',
  plusOnes: 2,
  arrived: null,
  list: { _id: 'l1', name: 'Lista — besplatan ulaz do 00:30', benefit: 'Besplatan ulaz', closesAt: '00:30', closesAtInstant: '2026-10-30T23:30:00.000Z' },
  ...overrides,
});

const BEFORE_CLOSING = new Date('2026-10-30T22:00:00.000Z');

describe("The door's guest list names", () => {
  it('lets a name in until its list closes, then says the regular price applies', () => {
    expect(lists.whyNotIn(entry(), BEFORE_CLOSING)).toBeNull();
    expect(lists.whyNotIn(entry(), new Date('2026-10-30T23:30:00.000Z'))).toBe('Lista zatvorena u 00:30 — ulaz po redovnoj ceni');
    expect(lists.whyNotIn(entry(), new Date('2026-10-30T23:30:00.000Z'), 'en')).toBe('The list closed at 00:30 — entry at the regular price');
  });

  it('says when and who for a name already in', () => {
    const inside = entry({ arrived: { persons: 2, at: '2026-10-30T22:41:00.000Z', by: 'Marko' } });
    expect(lists.whyNotIn(inside, BEFORE_CLOSING)).toBe('Mila Jović: ušli u 23:41 (upisao: Marko)');
  });

  it('finds names by name (accents optional) or phone written any way; an empty search finds none', () => {
    const names = [entry(), entry({ _id: 'e2', firstName: 'Saša', lastName: 'Đurić', phone: '060 300 0002' })];
    expect(lists.searchEntries(names, 'sasa').map((found) => found._id)).toEqual(['e2']);
    expect(lists.searchEntries(names, 'djur').map((found) => found._id)).toEqual(['e2']);
    expect(lists.searchEntries(names, '060 300 0001').map((found) => found._id)).toEqual(['e1']);
    expect(lists.searchEntries(names, '+381 60 300 0002').map((found) => found._id)).toEqual([]);
    expect(lists.searchEntries(names, '  ')).toEqual([]);
  });

  it("shows a name let in on this device as in, until the server's copy says so", () => {
    const command: ListArrival = {
      kind: 'listArrival',
      entryId: 'e1',
      persons: 3,
      commandId: 'c1',
      clubId: 'k',
      night: '2026-10-30',
      at: '2026-10-30T22:41:00.000Z',
      by: 'Marko',
      guestName: 'Mila Jović',
    };
    const [shown] = lists.withPendingArrivals([entry()], [command]);
    expect(shown).toMatchObject({ arrived: { persons: 3, by: 'Marko' }, pending: true });
    const [fromServer] = lists.mergeServerEntries([shown], [entry()]);
    expect(fromServer.arrived).toMatchObject({ persons: 3 });
  });

  it("takes an arrival back only by an undo made after it: a waiting undo, and the server's copy that says so", () => {
    const inside = entry({ arrived: { persons: 3, at: '2026-10-30T22:41:00.000Z', by: 'Marko' } });
    const undo: ListArrival = {
      kind: 'listArrivalUndo',
      entryId: 'e1',
      commandId: 'c2',
      clubId: 'k',
      night: '2026-10-30',
      at: '2026-10-30T22:45:00.000Z',
      by: 'Marko',
      guestName: 'Mila Jović',
    };
    const [waiting] = lists.withPendingArrivals([inside], [undo]);
    expect(waiting).toMatchObject({ arrived: null, pending: true });
    // A copy read before the arrival keeps it; a copy that says the arrival was taken back after it drops it.
    expect(lists.mergeServerEntries([inside], [entry()])[0].arrived).toMatchObject({ persons: 3 });
    expect(lists.mergeServerEntries([inside], [entry({ arrivalUndone: { at: '2026-10-30T22:45:00.000Z', by: 'Marko' } })])[0].arrived).toBeNull();
    expect(lists.mergeServerEntries([inside], [entry({ arrivalUndone: { at: '2026-10-30T22:00:00.000Z', by: 'Marko' } })])[0].arrived).toMatchObject({ persons: 3 });
  });
});
