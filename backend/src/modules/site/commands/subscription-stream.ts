import type { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { legacySubscriberStream, subscriberStream, subscriptionDecider } from '../domain/subscription.decider';

/** The address's subscription stream: the one named by the address itself when it was written before sealing, else the hashed one. */
export async function subscriptionStreamOf(repository: EventSourcedRepository, email: string): Promise<string> {
  const legacy = legacySubscriberStream(email);
  const { revision } = await repository.load(legacy, subscriptionDecider);
  return revision === null ? subscriberStream(email) : legacy;
}
