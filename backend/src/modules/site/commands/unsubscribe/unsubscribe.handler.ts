import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { emailOfNewsUnsubscribeToken } from '../../domain/news-unsubscribe-link';
import { subscriptionDecider } from '../../domain/subscription.decider';
import { subscriptionStreamOf } from '../subscription-stream';
import { unsubscribeTokenHash } from '../../projections/subscribers.projector';
import { UnsubscribeCommand } from './unsubscribe.command';

export const INVALID_UNSUBSCRIBE_LINK = 'refusal.site.badUnsubscribeLink';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token, context }: UnsubscribeCommand): Promise<CommandOutcome> {
    const email = await this.subscriberOf(token);
    if (!email) throw notFound(INVALID_UNSUBSCRIBE_LINK);
    return this.repository.decide(await subscriptionStreamOf(this.repository, email), subscriptionDecider, { type: 'Unsubscribe', email }, context);
  }

  /** The confirmation mail's token (looked up by its hash), or a news mail's signed one. */
  private async subscriberOf(token: string): Promise<string | null> {
    const signed = emailOfNewsUnsubscribeToken(this.config.jwtSecret, token);
    const { rows } = signed
      ? await this.pool.query<{ email: string }>('SELECT email FROM subscribers WHERE email = $1', [signed])
      : await this.pool.query<{ email: string }>('SELECT email FROM subscribers WHERE unsubscribe_token_hash = $1', [unsubscribeTokenHash(token)]);
    return rows[0]?.email ?? null;
  }
}
