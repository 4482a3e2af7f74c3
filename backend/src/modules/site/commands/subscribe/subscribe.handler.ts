import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { subscriptionDecider } from '../../domain/subscription.decider';
import { subscriptionStreamOf } from '../subscription-stream';
import { SubscribeCommand } from './subscribe.command';

@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ email, locale, context }: SubscribeCommand): Promise<CommandOutcome> {
    const unsubscribeToken = randomBytes(24).toString('base64url');
    return this.repository.decide(await subscriptionStreamOf(this.repository, email), subscriptionDecider, { type: 'Subscribe', email, unsubscribeToken, locale }, context);
  }
}
