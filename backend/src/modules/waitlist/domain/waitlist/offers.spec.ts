import { deciderSpecification } from '#platform/testing/decider-specification';
import { joined, offerTable, offered, about } from './waitlist.fixtures';
import { waitlistDecider } from './waitlist.decider';
import type { WaitlistEvent } from './waitlist.events';

const spec = deciderSpecification(waitlistDecider);

describe("A night's waitlist: offers of freed tables", () => {
  it('offers a free table to the first waiting guest it fits: persons and zone', () => {
    const queue = [joined('big', 1, { persons: 8 }), joined('inside', 2, { zoneId: 'z-unutra', zoneName: 'Unutra' }), joined('any', 3)];
    spec
      .given(queue)
      .when(offerTable())
      .then([offered('any', 2)]);
    spec
      .given(queue)
      .when(offerTable({ maxPersons: 10, zoneId: 'z-unutra' }))
      .then([offered('big', 2)]);
    spec.given(queue.slice(0, 2)).when(offerTable()).thenNothingHappens();
  });

  it('makes one offer per table and one per guest: two tables freed at once with one guest waiting make one offer', () => {
    spec
      .given([joined('a', 1), offered('a', 2)])
      .when(offerTable({ tableId: 't2', tableName: 'Sto 2' }, 'o2'))
      .thenNothingHappens();
    spec
      .given([joined('a', 1), joined('b', 2), offered('a', 2)])
      .when(offerTable({}, 'o2'))
      .thenNothingHappens();
    spec
      .given([joined('a', 1), joined('b', 2), offered('a', 2)])
      .when(offerTable({ tableId: 't2', tableName: 'Sto 2' }, 'o2'))
      .then([offered('b', 2, 'o2', 't2', 'Sto 2')]);
  });

  it('passes an offer that ran out to the next guest, and keeps a claim the table-night took', () => {
    const expired: WaitlistEvent = { type: 'WaitlistOfferExpired', data: about('a', 3) };
    spec
      .given([joined('a', 1), joined('b', 2), offered('a', 2)])
      .when({ type: 'SettleOffer', offerId: 'o1', outcome: 'expired' })
      .then([expired]);
    spec
      .given([joined('a', 1), joined('b', 2), offered('a', 2), expired])
      .when(offerTable({}, 'o2'))
      .then([offered('b', 2, 'o2')]);
    spec
      .given([joined('a', 1), offered('a', 2), expired])
      .when({ type: 'SettleOffer', offerId: 'o1', outcome: 'expired' })
      .thenNothingHappens();
    const claimed: WaitlistEvent = { type: 'WaitlistOfferClaimed', data: { ...about('a', 3), reservationId: 'r-o1' } };
    spec
      .given([joined('a', 1), offered('a', 2)])
      .when({ type: 'SettleOffer', offerId: 'o1', outcome: 'claimed' })
      .then([claimed]);
    spec
      .given([joined('a', 1), offered('a', 2), claimed])
      .when({ type: 'SettleOffer', offerId: 'o1', outcome: 'claimed' })
      .thenNothingHappens();
    spec
      .given([joined('a', 1), offered('a', 2), claimed])
      .when({ type: 'SettleOffer', offerId: 'o1', outcome: 'expired' })
      .thenNothingHappens();
  });

  it('puts a guest whose offered table was taken first back to waiting, in the same place', () => {
    const withdrawn: WaitlistEvent = { type: 'WaitlistOfferWithdrawn', data: about('a', 3) };
    spec
      .given([joined('a', 1), joined('b', 2), offered('a', 2)])
      .when({ type: 'SettleOffer', offerId: 'o1', outcome: 'withdrawn' })
      .then([withdrawn]);
    spec
      .given([joined('a', 1), joined('b', 2), offered('a', 2), withdrawn])
      .when(offerTable({ tableId: 't2', tableName: 'Sto 2' }, 'o2'))
      .then([offered('a', 4, 'o2', 't2', 'Sto 2')]);
  });
});
