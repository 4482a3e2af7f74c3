import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { IdentityClaims } from '../../commands/identity-claims.service';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { ClosedAccountsQuery } from './closed-accounts.query';

/** Answers the accounts' ids. The address's claim stream names every account that held it. */
@QueryHandler(ClosedAccountsQuery)
export class ClosedAccountsHandler implements IQueryHandler<ClosedAccountsQuery, string[]> {
  constructor(
    private readonly claims: IdentityClaims,
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ email }: ClosedAccountsQuery): Promise<string[]> {
    // The read model too: an account the claims do not name (made before them) is found by its address.
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email.trim()]);
    const candidates = new Set([...(await this.claims.claimantsOf('email', email)), ...rows.map((row) => row.id)]);
    const closed: string[] = [];
    for (const userId of candidates) {
      const { state } = await this.repository.load(userStream(userId), userDecider);
      if (state.exists && state.deleted) closed.push(userId);
    }
    return closed;
  }
}
