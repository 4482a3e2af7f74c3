import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { guestDecider, type GuestCommand, type GuestEvent, type ProfileFacts } from './guest-book.decider';
import { guestMergesDecider, type GuestMergeCommand, type GuestMergeEvent } from './guest-merges.decider';

const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const staffA: Actor = { userId: 's-a', role: 'staff', clubId: 'A' };
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };

const profile = (guestId: string, overrides: Partial<ProfileFacts> = {}): ProfileFacts => ({
  guestId,
  clubId: 'A',
  email: 'vesna@gosti.test',
  phone: '064 321 9876',
  ...overrides,
});
const by = { guestId: 'g2', clubId: 'A', byUserId: 'm-a', byName: 'Mara' };

const write = (entry: { tags?: string[]; note?: string }, actor: Actor = managerA, facts: ProfileFacts | null = profile('g2')): GuestCommand => ({
  type: 'WriteGuestBook',
  actor,
  byName: 'Mara',
  profile: facts,
  ...entry,
});
const merge = (into: ProfileFacts | null, actor: Actor = managerA, facts: ProfileFacts | null = profile('g2')): GuestMergeCommand => ({
  type: 'MergeGuest',
  actor,
  byName: 'Mara',
  profile: facts,
  into,
});
const split = (from: string, actor: Actor = managerA): GuestMergeCommand => ({ type: 'SplitGuest', actor, byName: 'Mara', profile: profile('g2'), from });

const tagged: GuestEvent = { type: 'GuestTagsSet', data: { ...by, tags: ['VIP', 'Stalni gost'] } };
const merged: GuestMergeEvent = { type: 'GuestMerged', data: { ...by, into: 'g1' } };
const mergedInto = (guestId: string, into: string): GuestMergeEvent => ({ type: 'GuestMerged', data: { ...by, guestId, into } });

const spec = deciderSpecification(guestDecider);
const merges = deciderSpecification(guestMergesDecider);

describe('guest book decider', () => {
  it('records the tags and the note with who wrote them; what did not change writes nothing', () => {
    spec
      .given([])
      .when(write({ tags: ['VIP', 'Stalni gost'], note: 'Voli separe' }))
      .then([tagged, { type: 'GuestNoteWritten', data: { ...by, note: 'Voli separe', guestEmail: 'vesna@gosti.test', guestPhone: '064 321 9876' } }]);
    spec
      .given([tagged])
      .when(write({ tags: ['VIP', 'Stalni gost'] }))
      .thenNothingHappens();
    spec
      .given([tagged])
      .when(write({ tags: ['VIP'] }))
      .then([{ type: 'GuestTagsSet', data: { ...by, tags: ['VIP'] } }]);
  });

  it("lets the venue's manager and admins write; staff are forbidden, another venue does not find the guest", () => {
    spec
      .given([])
      .when(write({ tags: ['VIP'] }, admin))
      .then([{ type: 'GuestTagsSet', data: { ...by, byUserId: 'admin', tags: ['VIP'] } }]);
    spec
      .given([])
      .when(write({ tags: ['VIP'] }, staffA))
      .thenRefuses(403);
    spec
      .given([])
      .when(write({ tags: ['VIP'] }, managerB))
      .thenRefuses(404, 'Gost nije pronađen');
    spec
      .given([])
      .when(write({ tags: ['VIP'] }, managerA, null))
      .thenRefuses(404, 'Gost nije pronađen');
  });

  it('merges a profile into another of the same venue once, and splits it back only from that one', () => {
    merges
      .given([])
      .when(merge(profile('g1')))
      .then([merged]);
    merges
      .given([merged])
      .when(merge(profile('g1')))
      .thenNothingHappens();
    merges
      .given([merged])
      .when(merge(profile('g3')))
      .thenRefuses(409, 'Profil je već spojen sa drugim profilom');
    merges
      .given([mergedInto('g1', 'g0')])
      .when(merge(profile('g1')))
      .thenRefuses(409, 'Profil je već spojen sa drugim profilom');
    merges
      .given([mergedInto('g3', 'g2')])
      .when(merge(profile('g1')))
      .thenRefuses(409, /prvo ih razdvojite/);
    // Two managers at once, A into B and B into A: the second finds the first.
    merges
      .given([mergedInto('g1', 'g2')])
      .when(merge(profile('g1')))
      .thenRefuses(409);
    merges
      .given([])
      .when(merge(profile('g2')))
      .thenRefuses(400, 'Profil se ne može spojiti sa samim sobom');
    merges
      .given([])
      .when(merge(profile('g1', { clubId: 'B' })))
      .thenRefuses(404);
    merges
      .given([])
      .when(merge(profile('g1', { clubId: 'B' }), admin))
      .thenRefuses(400, 'Profili pripadaju različitim objektima');
    merges
      .given([merged])
      .when(split('g1'))
      .then([{ type: 'GuestSplit', data: { ...by, from: 'g1' } }]);
    merges.given([merged]).when(split('g3')).thenRefuses(409, 'Ovaj profil nije spojen sa izabranim');
    merges.given([]).when(split('g1')).thenRefuses(409);
  });
});
