import { decideSubscribe, decideUnsubscribe, subscriptionAggregate, type SubscriptionEvent } from './subscription.decider';

const given = (...events: SubscriptionEvent[]) => events.reduce(subscriptionAggregate.evolve, subscriptionAggregate.initialState());

describe('subscription decider', () => {
  it('given no subscription, when an address subscribes, then it is subscribed under its lower-cased form', () => {
    expect(decideSubscribe({ type: 'Subscribe', email: ' Ana@Example.RS ', unsubscribeToken: 't1' }, given())).toEqual([
      { type: 'SubscriberSubscribed', data: { email: 'ana@example.rs', unsubscribeToken: 't1' } },
    ]);
  });

  it('given a subscription, when the address subscribes again, then nothing is recorded (no second mail)', () => {
    const subscribed = given({ type: 'SubscriberSubscribed', data: { email: 'ana@example.rs', unsubscribeToken: 't1' } });
    expect(decideSubscribe({ type: 'Subscribe', email: 'ana@example.rs', unsubscribeToken: 't2' }, subscribed)).toEqual([]);
  });

  it('given an unsubscribed address, when it unsubscribes again, then nothing; when it subscribes again, then it is back', () => {
    const left = given(
      { type: 'SubscriberSubscribed', data: { email: 'ana@example.rs', unsubscribeToken: 't1' } },
      { type: 'SubscriberUnsubscribed', data: { email: 'ana@example.rs' } },
    );
    expect(decideUnsubscribe({ type: 'Unsubscribe', email: 'ana@example.rs' }, left)).toEqual([]);
    expect(decideSubscribe({ type: 'Subscribe', email: 'ana@example.rs', unsubscribeToken: 't3' }, left)).toHaveLength(1);
  });
});
