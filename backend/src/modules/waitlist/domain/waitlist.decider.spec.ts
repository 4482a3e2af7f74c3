import { deciderSpecification } from '#platform/testing/decider-specification';
import { waitlistDecider, type FreeTable, type JoinFacts, type JoinWaitlist, type WaitlistEvent } from './waitlist.decider';

const manager = { userId: 'm1', role: 'manager' as const, clubId: 'klub' };
const managerOfAnother = { userId: 'm2', role: 'manager' as const, clubId: 'drugi' };

const facts = (overrides: Partial<JoinFacts> = {}): JoinFacts => ({
  venue: { exists: true, approved: true, name: 'Klub', openOnNight: true },
  zoneName: null,
  tonight: '2026-10-30',
  ...overrides,
});

const join = (entryId: string, overrides: Partial<JoinWaitlist> = {}): JoinWaitlist => ({
  type: 'JoinWaitlist',
  entryId,
  clubId: 'klub',
  night: '2026-10-30',
  persons: 4,
  guest: { firstName: 'Gost', lastName: entryId, phone: '060 123456', email: `${entryId}@gost.rs` },
  zoneId: null,
  joinedAt: '2026-10-30T20:00:00.000Z',
  facts: facts(),
  ...overrides,
});

const joined = (entryId: string, position: number, overrides: { persons?: number; zoneId?: string; zoneName?: string } = {}): WaitlistEvent => ({
  type: 'WaitlistJoined',
  data: {
    clubId: 'klub',
    night: '2026-10-30',
    club: 'Klub',
    entryId,
    version: 1,
    position,
    entry: {
      entryId,
      persons: overrides.persons ?? 4,
      firstName: 'Gost',
      lastName: entryId,
      phone: '060 123456',
      email: `${entryId}@gost.rs`,
      zoneId: overrides.zoneId ?? null,
      zoneName: overrides.zoneName ?? null,
      joinedAt: '2026-10-30T20:00:00.000Z',
    },
  },
});

const table = (overrides: Partial<FreeTable> = {}): FreeTable => ({ tableId: 't1', tableName: 'Sto 1', maxPersons: 4, zoneId: 'z-bašta', ...overrides });
const offerTable = (overrides: Partial<FreeTable> = {}, offerId = 'o1') => ({
  type: 'OfferTable' as const,
  table: table(overrides),
  offerId,
  reservationId: `r-${offerId}`,
  until: '2026-10-30T20:15:00.000Z',
});
const offered = (entryId: string, version: number, offerId = 'o1', tableId = 't1', tableName = 'Sto 1'): WaitlistEvent => ({
  type: 'WaitlistOfferMade',
  data: { clubId: 'klub', night: '2026-10-30', entryId, version, offer: { offerId, tableId, tableName, until: '2026-10-30T20:15:00.000Z', reservationId: `r-${offerId}` } },
});
const about = (entryId: string, version: number, offerId = 'o1') => ({ clubId: 'klub', night: '2026-10-30', entryId, version, offerId, tableId: 't1' });

const spec = deciderSpecification(waitlistDecider);

describe("A night's waitlist", () => {
  it('adds a guest at the end of the queue, once, and refuses the same address twice while it waits', () => {
    spec.given([]).when(join('a')).then([joined('a', 1)]);
    spec.given([joined('a', 1)]).when(join('b')).then([joined('b', 2)]);
    spec.given([joined('a', 1)]).when(join('a')).thenNothingHappens();
  });

  it('answers a join of an address already waiting like any other, and mails its owner instead of adding it twice', () => {
    const repeated: WaitlistEvent = {
      type: 'WaitlistJoinRepeated',
      data: { clubId: 'klub', night: '2026-10-30', club: 'Klub', entryId: 'a', attemptId: 'c', position: 1, guest: { firstName: 'Gost', email: 'a@gost.rs' } },
    };
    const again = join('c', { guest: { firstName: 'X', lastName: 'Y', phone: '060 1', email: 'A@Gost.rs' } });
    spec.given([joined('a', 1)]).when(again).then([repeated]);
    spec.given([joined('a', 1), repeated]).when(again).thenNothingHappens();
  });

  it('refuses an unknown venue, a night that is over or closed, and a zone the venue does not have', () => {
    spec.given([]).when(join('a', { facts: facts({ venue: { exists: false, approved: false, name: '', openOnNight: null } }) })).thenRefuses(404, 'Objekat nije pronađen');
    spec.given([]).when(join('a', { night: '2026-10-29' })).thenRefuses(400, 'Ta noć je već prošla');
    spec.given([]).when(join('a', { facts: facts({ venue: { exists: true, approved: true, name: 'Klub', openOnNight: false } }) })).thenRefuses(400, 'ne radi');
    spec.given([]).when(join('a', { zoneId: 'z-nema' })).thenRefuses(400, 'Zona nije pronađena');
    spec.given([]).when(join('a', { zoneId: 'z-bašta', facts: facts({ zoneName: 'Bašta' }) })).then([joined('a', 1, { zoneId: 'z-bašta', zoneName: 'Bašta' })]);
  });

  it('offers a free table to the first waiting guest it fits: persons and zone', () => {
    const queue = [joined('big', 1, { persons: 8 }), joined('inside', 2, { zoneId: 'z-unutra', zoneName: 'Unutra' }), joined('any', 3)];
    spec.given(queue).when(offerTable()).then([offered('any', 2)]);
    spec.given(queue).when(offerTable({ maxPersons: 10, zoneId: 'z-unutra' })).then([offered('big', 2)]);
    spec.given(queue.slice(0, 2)).when(offerTable()).thenNothingHappens();
  });

  it('makes one offer per table and one per guest: two tables freed at once with one guest waiting make one offer', () => {
    spec.given([joined('a', 1), offered('a', 2)]).when(offerTable({ tableId: 't2', tableName: 'Sto 2' }, 'o2')).thenNothingHappens();
    spec.given([joined('a', 1), joined('b', 2), offered('a', 2)]).when(offerTable({}, 'o2')).thenNothingHappens();
    spec.given([joined('a', 1), joined('b', 2), offered('a', 2)]).when(offerTable({ tableId: 't2', tableName: 'Sto 2' }, 'o2')).then([offered('b', 2, 'o2', 't2', 'Sto 2')]);
  });

  it('passes an offer that ran out to the next guest, and keeps a claim the table-night took', () => {
    const expired: WaitlistEvent = { type: 'WaitlistOfferExpired', data: about('a', 3) };
    spec.given([joined('a', 1), joined('b', 2), offered('a', 2)]).when({ type: 'SettleOffer', offerId: 'o1', outcome: 'expired' }).then([expired]);
    spec.given([joined('a', 1), joined('b', 2), offered('a', 2), expired]).when(offerTable({}, 'o2')).then([offered('b', 2, 'o2')]);
    spec.given([joined('a', 1), offered('a', 2), expired]).when({ type: 'SettleOffer', offerId: 'o1', outcome: 'expired' }).thenNothingHappens();
    const claimed: WaitlistEvent = { type: 'WaitlistOfferClaimed', data: { ...about('a', 3), reservationId: 'r-o1' } };
    spec.given([joined('a', 1), offered('a', 2)]).when({ type: 'SettleOffer', offerId: 'o1', outcome: 'claimed' }).then([claimed]);
    spec.given([joined('a', 1), offered('a', 2), claimed]).when({ type: 'SettleOffer', offerId: 'o1', outcome: 'claimed' }).thenNothingHappens();
    spec.given([joined('a', 1), offered('a', 2), claimed]).when({ type: 'SettleOffer', offerId: 'o1', outcome: 'expired' }).thenNothingHappens();
  });

  it('puts a guest whose offered table was taken first back to waiting, in the same place', () => {
    const withdrawn: WaitlistEvent = { type: 'WaitlistOfferWithdrawn', data: about('a', 3) };
    spec.given([joined('a', 1), joined('b', 2), offered('a', 2)]).when({ type: 'SettleOffer', offerId: 'o1', outcome: 'withdrawn' }).then([withdrawn]);
    spec.given([joined('a', 1), joined('b', 2), offered('a', 2), withdrawn]).when(offerTable({ tableId: 't2', tableName: 'Sto 2' }, 'o2')).then([offered('a', 4, 'o2', 't2', 'Sto 2')]);
  });

  it("lets the venue move a guest and take one off the list (withdrawing an open offer), with its version; not another venue", () => {
    const queue = [joined('a', 1), joined('b', 2), joined('c', 3)];
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'c', position: 1 }).then([
      { type: 'WaitlistEntryMoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'c', version: 2, from: 3, position: 1 } },
    ]);
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'a', position: 99 }).then([
      { type: 'WaitlistEntryMoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'a', version: 2, from: 1, position: 3 } },
    ]);
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'a', position: 1 }).thenNothingHappens();
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'c', position: 1, expectedVersion: 5 }).thenRefuses(409, 'izmenjeni');
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: managerOfAnother, entryId: 'c', position: 1 }).thenRefuses(403);
    spec.given(queue).when({ type: 'RemoveWaitlistEntry', actor: manager, entryId: 'x' }).thenRefuses(404, 'nije na listi');
    spec.given([joined('a', 1), offered('a', 2)]).when({ type: 'RemoveWaitlistEntry', actor: manager, entryId: 'a' }).then([
      { type: 'WaitlistEntryRemoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'a', version: 3, offerId: 'o1' } },
    ]);
    const moved: WaitlistEvent = { type: 'WaitlistEntryMoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'c', version: 2, from: 3, position: 1 } };
    // After the move c is first: a table fitting everyone goes to c.
    spec.given([...queue, moved]).when(offerTable()).then([offered('c', 3)]);
  });
});
