import { deciderSpecification } from '#platform/testing/decider-specification';
import { facts, join, joined } from './waitlist.fixtures';
import { waitlistDecider } from './waitlist.decider';
import type { WaitlistEvent } from './waitlist.events';

const spec = deciderSpecification(waitlistDecider);

describe("A night's waitlist: joining", () => {
  it('adds a guest at the end of the queue, once, and refuses the same address twice while it waits', () => {
    spec
      .given([])
      .when(join('a'))
      .then([joined('a', 1)]);
    spec
      .given([joined('a', 1)])
      .when(join('b'))
      .then([joined('b', 2)]);
    spec
      .given([joined('a', 1)])
      .when(join('a'))
      .thenNothingHappens();
  });

  it('answers a join of an address already waiting like any other, and mails its owner instead of adding it twice', () => {
    const repeated: WaitlistEvent = {
      type: 'WaitlistJoinRepeated',
      data: { clubId: 'klub', night: '2026-10-30', club: 'Klub', entryId: 'a', attemptId: 'c', position: 1, guest: { firstName: 'Gost', email: 'a@gost.rs' } },
    };
    const again = join('c', { guest: { firstName: 'X', lastName: 'Y', phone: '060 1', email: 'A@Gost.rs' } });
    spec
      .given([joined('a', 1)])
      .when(again)
      .then([repeated]);
    spec
      .given([joined('a', 1), repeated])
      .when(again)
      .thenNothingHappens();
  });

  it('refuses an unknown venue, a night that is over or closed, and a zone the venue does not have', () => {
    spec
      .given([])
      .when(join('a', { facts: facts({ venue: { exists: false, approved: false, name: '', openOnNight: null } }) }))
      .thenRefuses(404, 'Objekat nije pronađen');
    spec
      .given([])
      .when(join('a', { night: '2026-10-29' }))
      .thenRefuses(400, 'Ta noć je već prošla');
    spec
      .given([])
      .when(join('a', { facts: facts({ venue: { exists: true, approved: true, name: 'Klub', openOnNight: false } }) }))
      .thenRefuses(400, 'ne radi');
    spec
      .given([])
      .when(join('a', { zoneId: 'z-nema' }))
      .thenRefuses(400, 'Zona nije pronađena');
    spec
      .given([])
      .when(join('a', { zoneId: 'z-bašta', facts: facts({ zoneName: 'Bašta' }) }))
      .then([joined('a', 1, { zoneId: 'z-bašta', zoneName: 'Bašta' })]);
  });
});
