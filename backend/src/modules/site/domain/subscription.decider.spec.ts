import { deciderSpecification } from '#platform/testing/decider-specification';
import { subscriptionDecider, type SubscriptionEvent } from './subscription.decider';

const subscribed: SubscriptionEvent = { type: 'SubscriberSubscribed', data: { email: 'ana@example.rs', unsubscribeToken: 't1', locale: 'sr-Latn' } };
const unsubscribed: SubscriptionEvent = { type: 'SubscriberUnsubscribed', data: { email: 'ana@example.rs' } };

const spec = deciderSpecification(subscriptionDecider);

describe('subscription decider', () => {
  it('given no subscription, when an address subscribes, then it is subscribed under its lower-cased form', () => {
    spec.given([]).when({ type: 'Subscribe', email: ' Ana@Example.RS ', unsubscribeToken: 't1', locale: 'sr-Latn' }).then([subscribed]);
  });

  it('given a subscription, when the address subscribes again from a page in its language, then nothing is recorded (no second mail)', () => {
    spec.given([subscribed]).when({ type: 'Subscribe', email: 'ana@example.rs', unsubscribeToken: 't2', locale: 'sr-Latn' }).thenNothingHappens();
  });

  it('given a subscription, when the address subscribes again from a page in another language, then only its language changes', () => {
    const toEnglish: SubscriptionEvent = { type: 'SubscriberLanguageChanged', data: { email: 'ana@example.rs', locale: 'en' } };
    spec.given([subscribed]).when({ type: 'Subscribe', email: 'Ana@example.rs', unsubscribeToken: 't2', locale: 'en' }).then([toEnglish]);
    spec.given([subscribed, toEnglish]).when({ type: 'Subscribe', email: 'ana@example.rs', unsubscribeToken: 't3', locale: 'en' }).thenNothingHappens();
  });

  it('given an unsubscribed address, when it unsubscribes again, then nothing; when it subscribes again, then it is back', () => {
    spec.given([subscribed, unsubscribed]).when({ type: 'Unsubscribe', email: 'ana@example.rs' }).thenNothingHappens();
    spec
      .given([subscribed, unsubscribed])
      .when({ type: 'Subscribe', email: 'ana@example.rs', unsubscribeToken: 't3', locale: 'en' })
      .then([{ type: 'SubscriberSubscribed', data: { email: 'ana@example.rs', unsubscribeToken: 't3', locale: 'en' } }]);
  });
});
