import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';

/**
 * One stream per address: subscribing twice is one subscription, whoever sends it and however
 * often. The address is sealed in the events with its owner's key (domain/personal-fields.ts), so
 * the stream is named by its SHA-256, `subscriber-<hash>`; streams written before sealing are
 * named by the address itself (`legacySubscriberStream`). `locale` is the language of the page the
 * subscription was made on (its mails are in it); events written before it have none: sr-Latn.
 */
export type SubscriberSubscribed = DomainEvent<'SubscriberSubscribed', { email: string; unsubscribeToken: string; locale?: Locale }>;
export type SubscriberUnsubscribed = DomainEvent<'SubscriberUnsubscribed', { email: string }>;
/** Subscribed again, from a page in another language: the news mails are in that one from now on. */
export type SubscriberLanguageChanged = DomainEvent<'SubscriberLanguageChanged', { email: string; locale: Locale }>;
export type SubscriptionEvent = SubscriberSubscribed | SubscriberUnsubscribed | SubscriberLanguageChanged;

export const normalizedEmail = (email: string) => email.trim().toLowerCase();
export const subscriberStream = (email: string) => `subscriber-${createHash('sha256').update(normalizedEmail(email)).digest('hex')}`;
export const legacySubscriberStream = (email: string) => `subscriber-${normalizedEmail(email)}`;

export interface SubscriptionState {
  subscribed: boolean;
  /** The language its mails are in. */
  locale: Locale;
}

export const initialSubscriptionState = (): SubscriptionState => ({ subscribed: false, locale: DEFAULT_LOCALE });

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriberSubscribed':
      return { subscribed: true, locale: event.data.locale ?? DEFAULT_LOCALE };
    case 'SubscriberUnsubscribed':
      return { ...state, subscribed: false };
    case 'SubscriberLanguageChanged':
      return { ...state, locale: event.data.locale };
    default:
      return assertNever(event);
  }
}

export interface Subscribe {
  type: 'Subscribe';
  email: string;
  unsubscribeToken: string;
  locale: Locale;
}

/**
 * Already subscribed: no second subscription and no second confirmation mail; made from a page in
 * another language, the subscription takes that language (the last page the guest subscribed on).
 */
function subscribe(command: Subscribe, state: SubscriptionState): SubscriptionEvent[] {
  if (state.subscribed)
    return state.locale === command.locale ? [] : [{ type: 'SubscriberLanguageChanged', data: { email: normalizedEmail(command.email), locale: command.locale } }];
  return [{ type: 'SubscriberSubscribed', data: { email: normalizedEmail(command.email), unsubscribeToken: command.unsubscribeToken, locale: command.locale } }];
}

export interface Unsubscribe {
  type: 'Unsubscribe';
  email: string;
}

/** Unsubscribing twice is harmless: the second time records nothing. */
function unsubscribe(command: Unsubscribe, state: SubscriptionState): SubscriptionEvent[] {
  if (!state.subscribed) return [];
  return [{ type: 'SubscriberUnsubscribed', data: { email: normalizedEmail(command.email) } }];
}

export type SubscriptionCommand = Subscribe | Unsubscribe;

export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'Subscribe':
      return subscribe(command, state);
    case 'Unsubscribe':
      return unsubscribe(command, state);
    default:
      return assertNever(command);
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
