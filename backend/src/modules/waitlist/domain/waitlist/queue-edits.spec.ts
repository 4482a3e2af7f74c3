import { deciderSpecification } from '#platform/testing/decider-specification';
import { manager, managerOfAnother, joined, offerTable, offered } from './waitlist.fixtures';
import { waitlistDecider } from './waitlist.decider';
import type { WaitlistEvent } from './waitlist.events';

const spec = deciderSpecification(waitlistDecider);

describe("A night's waitlist: the venue's edits", () => {
  it('lets the venue move a guest and take one off the list (withdrawing an open offer), with its version; not another venue', () => {
    const queue = [joined('a', 1), joined('b', 2), joined('c', 3)];
    spec
      .given(queue)
      .when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'c', position: 1 })
      .then([{ type: 'WaitlistEntryMoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'c', version: 2, from: 3, position: 1 } }]);
    spec
      .given(queue)
      .when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'a', position: 99 })
      .then([{ type: 'WaitlistEntryMoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'a', version: 2, from: 1, position: 3 } }]);
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'a', position: 1 }).thenNothingHappens();
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: manager, entryId: 'c', position: 1, expectedVersion: 5 }).thenRefuses(409, 'izmenjeni');
    spec.given(queue).when({ type: 'MoveWaitlistEntry', actor: managerOfAnother, entryId: 'c', position: 1 }).thenRefuses(403);
    spec.given(queue).when({ type: 'RemoveWaitlistEntry', actor: manager, entryId: 'x' }).thenRefuses(404, 'nije na listi');
    spec
      .given([joined('a', 1), offered('a', 2)])
      .when({ type: 'RemoveWaitlistEntry', actor: manager, entryId: 'a' })
      .then([{ type: 'WaitlistEntryRemoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'a', version: 3, offerId: 'o1' } }]);
    const moved: WaitlistEvent = { type: 'WaitlistEntryMoved', data: { clubId: 'klub', night: '2026-10-30', entryId: 'c', version: 2, from: 3, position: 1 } };
    // After the move c is first: a table fitting everyone goes to c.
    spec
      .given([...queue, moved])
      .when(offerTable())
      .then([offered('c', 3)]);
  });
});
