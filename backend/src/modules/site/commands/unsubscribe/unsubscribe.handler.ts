import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '../../../../platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { PG_POOL } from '../../../../platform/database/database.tokens';
import { subscriberStream, subscriptionDecider } from '../../domain/subscription.decider';
import { unsubscribeTokenHash } from '../../projections/subscribers.projector';
import { UnsubscribeCommand } from './unsubscribe.command';

export const INVALID_UNSUBSCRIBE_LINK = 'Link za odjavu nije ispravan';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ token, context }: UnsubscribeCommand): Promise<CommandOutcome> {
    const { rows } = await this.pool.query<{ email: string }>('SELECT email FROM subscribers WHERE unsubscribe_token_hash = $1', [
      unsubscribeTokenHash(token),
    ]);
    if (!rows[0]) throw notFound(INVALID_UNSUBSCRIBE_LINK);
    const { email } = rows[0];
    return this.repository.decide(subscriberStream(email), subscriptionDecider, { type: 'Unsubscribe', email }, context);
  }
}
