import { tokenOfScannedCode } from '../../backend/src/modules/reservations/domain/door-code';

/** The door screen's pure rules (frontend/src/features/door/door-night.ts): what it shows and sends while offline. */

// The frontend is an ES module package: its types are read as such, the module is loaded by jest.
type DoorNight = typeof import('../../frontend/src/features/door/door-night.js', { with: { 'resolution-mode': 'import' } });
type DoorGuest = import('../../frontend/src/features/door/door-night.js', { with: { 'resolution-mode': 'import' } }).DoorGuest;
type DoorCommand = import('../../frontend/src/features/door/door-night.js', { with: { 'resolution-mode': 'import' } }).DoorCommand;
const door: DoorNight = require('../../frontend/src/features/door/door-night');

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

const base = { clubId: 'c1', night: '2026-10-30', at: '2026-10-30T22:41:00.000Z', by: 'Marko', guestName: 'x' };

describe('The door screen, offline', () => {
  it("shows this device's waiting check-ins, no-shows and walk-ins on the list at once, in the order they were made", () => {
    const guests = [
      guest({}),
      guest({ _id: 'r2', firstName: 'Bojan', tableId: 't2', tableName: 'Sto 2' }),
      guest({ _id: 'r3', status: 'Arrived', arrivedPersons: 2, arrivedBy: 'Jelena', arrivedAt: '2026-10-30T21:00:00.000Z' }),
    ];
    const commands: DoorCommand[] = [
      { ...base, commandId: 'c-1', kind: 'arrival', reservationId: 'r1', persons: 3, men: 2, women: 1 },
      { ...base, commandId: 'c-2', kind: 'noShow', reservationId: 'r2' },
      { ...base, commandId: 'c-3', kind: 'arrival', reservationId: 'r3', persons: 5 },
      { ...base, commandId: 'c-4', kind: 'walkIn', tableId: 't9', tableName: 'Šank 9', firstName: 'Igor', persons: 2 },
    ];
    const shown = door.withPending(guests, commands);
    expect(shown[0]).toMatchObject({ status: 'Arrived', arrivedPersons: 3, arrivedMen: 2, arrivedWomen: 1, arrivedBy: 'Marko', pending: true });
    expect(shown[1]).toMatchObject({ status: 'NoShow', pending: true });
    // Someone else let them in before: the server's record stays, the waiting command will be refused.
    expect(shown[2]).toMatchObject({ status: 'Arrived', arrivedPersons: 2, arrivedBy: 'Jelena' });
    expect(shown[2].pending).toBeUndefined();
    expect(shown[3]).toMatchObject({ firstName: 'Igor', status: 'Arrived', walkIn: true, tableName: 'Šank 9', arrivedPersons: 2, pending: true });
    expect(guests[0].status).toBe('Complete');
  });

  it('takes a deposit at the door offline, then the check-in after it; the held table is never offered to a walk-in', () => {
    const owing = guest({
      _id: 'r4',
      firstName: 'Marko',
      lastName: 'Petrović',
      tableId: 't4',
      tableName: 'Separe 1',
      status: 'AwaitingPayment',
      depositDue: { amount: 10000, dueAt: '2026-10-30T23:00:00.000Z' },
    });
    expect(
      door
        .freeTables(
          [
            { _id: 't4', name: 'Separe 1', maxPersons: 8 },
            { _id: 't5', name: 'Sto 5', maxPersons: 4 },
          ],
          [owing],
        )
        .map((t) => t.name),
    ).toEqual(['Sto 5']);
    // An arrival before the payment does not apply: the door takes the money first.
    expect(door.withPending([owing], [{ ...base, commandId: 'c-5', kind: 'arrival', reservationId: 'r4', persons: 6 }])[0].status).toBe('AwaitingPayment');
    const shown = door.withPending(
      [owing],
      [
        { ...base, commandId: 'c-6', kind: 'payment', reservationId: 'r4', method: 'cash', amount: 10000 },
        { ...base, commandId: 'c-7', kind: 'arrival', reservationId: 'r4', persons: 6 },
      ],
    );
    expect(shown[0]).toMatchObject({ status: 'Arrived', arrivedPersons: 6, depositDue: null, pending: true });
    expect(door.doorOrder([guest({ _id: 'r9', status: 'Arrived', tableName: 'Sto 0' }), owing]).map((g) => g._id)).toEqual(['r4', 'r9']);
  });

  it('reads the token of a scanned code as the server does', () => {
    for (const scanned of ['https://izlazak.rs/r/AbC_12-x', ' http://127.0.0.1:3000/r/AbC_12-x?utm=mail#top \n', 'AbC_12-x', 'https://x.test/r/old/r/AbC_12-x/']) {
      expect(door.tokenOfCode(scanned)).toBe('AbC_12-x');
      expect(door.tokenOfCode(scanned)).toBe(tokenOfScannedCode(scanned));
    }
  });

  it('finds a guest by name without the accents, by phone as it is said, or by reservation number', () => {
    const guests = [guest({ _id: 'a', firstName: 'Saša', lastName: 'Đorđević' }), guest({ _id: 'b', firstName: 'Mina', phone: '+381 63 222 444', uniqueId: 'ZX81QQ11' })];
    expect(door.searchGuests(guests, 'sasa').map((g) => g._id)).toEqual(['a']);
    expect(door.searchGuests(guests, 'djordj').map((g) => g._id)).toEqual(['a']);
    expect(door.searchGuests(guests, '063 222').map((g) => g._id)).toEqual(['b']);
    expect(door.searchGuests(guests, 'zx81').map((g) => g._id)).toEqual(['b']);
    expect(door.searchGuests(guests, '  ')).toHaveLength(2);
  });

  it('offers a walk-in only the tables nobody expected or in holds tonight, big enough for the party', () => {
    const tables = [
      { _id: 't1', name: 'Sto 1', maxPersons: 4 },
      { _id: 't2', name: 'Sto 2', maxPersons: 4 },
      { _id: 't3', name: 'Sto 3', maxPersons: 2 },
      { _id: 't4', name: 'Sto 4', maxPersons: 8 },
    ];
    const guests = [guest({ tableId: 't1', status: 'Pending' }), guest({ _id: 'r2', tableId: 't2', status: 'NoShow' }), guest({ _id: 'r4', tableId: 't4', status: 'Arrived' })];
    expect(door.freeTables(tables, guests, 3).map((t) => t.name)).toEqual(['Sto 2']);
    expect(door.freeTables(tables, guests).map((t) => t.name)).toEqual(['Sto 2', 'Sto 3']);
  });

  it("keeps a table a waitlist offer holds from a walk-in until the offer's time, as the server does, saying so in the server's words", () => {
    const tables = [
      { _id: 't1', name: 'Separe 1', maxPersons: 8 },
      { _id: 't2', name: 'Sto 2', maxPersons: 4 },
    ];
    const offered = [{ tableId: 't1', tableName: 'Separe 1', until: '2026-10-30T22:10:00.000Z' }];
    const holding = door.offersHolding(offered, new Date('2026-10-30T22:09:59.000Z'));
    expect(door.freeTables(tables, [], 2, holding).map((t) => t.name)).toEqual(['Sto 2']);
    expect(holding.map((offer) => door.offeredText(offer))).toEqual(['Separe 1 je ponuđen gostu sa liste čekanja do 23:10']);
    // From its `until` on, a placement takes the table: so does the device's list.
    expect(door.offersHolding(offered, new Date('2026-10-30T22:10:00.000Z'))).toEqual([]);
    expect(door.freeTables(tables, [], 2, door.offersHolding(offered, new Date('2026-10-30T22:10:00.000Z'))).map((t) => t.name)).toEqual(['Separe 1', 'Sto 2']);
  });

  it("keeps the newer of the device's copy and the server's list, and a guest's token when a push brings none", () => {
    const stored = [guest({ version: 5, status: 'Arrived', arrivedPersons: 3 }), guest({ _id: 'gone' })];
    const merged = door.mergeServerList(stored, [guest({ version: 4, token: 'tok-new' }), guest({ _id: 'new', version: 1 })]);
    expect(merged.map((g) => [g._id, g.version, g.status, g.token])).toEqual([
      ['r1', 5, 'Arrived', 'tok-new'],
      ['new', 1, 'Complete', 'tok-ana'],
    ]);
    const pushed = door.upsertGuest(merged, guest({ version: 6, status: 'NoShow', token: null }));
    expect(pushed[0]).toMatchObject({ version: 6, status: 'NoShow', token: 'tok-new' });
    expect(door.upsertGuest(pushed, guest({ version: 3, status: 'Cancelled' }))[0].version).toBe(6);
  });

  it("drops a waiting command only on the server's last word: a refusal, never a lost connection or an ended session", () => {
    expect([403, 404, 409, 400, 410].map(door.outcomeOfStatus)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
    expect([401, 408, 429, 500, 503].map(door.outcomeOfStatus)).toEqual(['later', 'later', 'later', 'later', 'later']);
  });
});
