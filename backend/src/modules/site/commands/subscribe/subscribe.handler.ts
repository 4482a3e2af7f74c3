import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { subscriberStream, subscriptionDecider } from '../../domain/subscription.decider';
import { SubscribeCommand } from './subscribe.command';

@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ email, context }: SubscribeCommand): Promise<CommandOutcome> {
    const unsubscribeToken = randomBytes(24).toString('base64url');
    return this.repository.decide(subscriberStream(email), subscriptionDecider, { type: 'Subscribe', email, unsubscribeToken }, context);
  }
}
