import { assertNever, type DomainEvent } from '../../../platform/commands/decider';

/**
 * One stream per address (`subscriber-<lower-cased e-mail>`): subscribing twice is one
 * subscription, whoever sends it and however often.
 */
export type SubscriberSubscribed = DomainEvent<'SubscriberSubscribed', { email: string; unsubscribeToken: string }>;
export type SubscriberUnsubscribed = DomainEvent<'SubscriberUnsubscribed', { email: string }>;
export type SubscriptionEvent = SubscriberSubscribed | SubscriberUnsubscribed;

export const normalizedEmail = (email: string) => email.trim().toLowerCase();
export const subscriberStream = (email: string) => `subscriber-${normalizedEmail(email)}`;

export interface SubscriptionState {
  subscribed: boolean;
}

export const subscriptionAggregate = {
  initialState: (): SubscriptionState => ({ subscribed: false }),
  evolve(_state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
    switch (event.type) {
      case 'SubscriberSubscribed':
        return { subscribed: true };
      case 'SubscriberUnsubscribed':
        return { subscribed: false };
      default:
        return assertNever(event);
    }
  },
};

/** Already subscribed: nothing new, no second confirmation mail. */
export function decideSubscribe(command: { type: 'Subscribe'; email: string; unsubscribeToken: string }, state: SubscriptionState): SubscriptionEvent[] {
  if (state.subscribed) return [];
  return [{ type: 'SubscriberSubscribed', data: { email: normalizedEmail(command.email), unsubscribeToken: command.unsubscribeToken } }];
}

/** Unsubscribing twice is harmless: the second time records nothing. */
export function decideUnsubscribe(command: { type: 'Unsubscribe'; email: string }, state: SubscriptionState): SubscriptionEvent[] {
  if (!state.subscribed) return [];
  return [{ type: 'SubscriberUnsubscribed', data: { email: normalizedEmail(command.email) } }];
}
