import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { commissionRulesDecider } from '../../domain/commission-rules.decider';
import { commissionRulesStream } from '../../domain/commission-rules.events';
import { mayManage } from '../set-commission-rules/set-commission-rules.handler';
import { SetPromoterCommissionRulesCommand } from './set-promoter-commission-rules.command';

/** Whether the account works for the venue as a promoter (the promoters' read model). */
export async function worksHere(pool: pg.Pool, clubId: string, promoterId: string | null): Promise<boolean> {
  if (!promoterId) return false;
  const { rowCount } = await pool.query('SELECT 1 FROM promoter_venues WHERE club_id = $1 AND promoter_id = $2', [clubId, promoterId]);
  return Boolean(rowCount);
}

@CommandHandler(SetPromoterCommissionRulesCommand)
export class SetPromoterCommissionRulesHandler implements ICommandHandler<SetPromoterCommissionRulesCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ clubId, promoterId, rules, caller, context }: SetPromoterCommissionRulesCommand): Promise<CommandOutcome> {
    const [{ state: venue }, promoterWorksHere, leaderWorksHere] = await Promise.all([
      this.repository.load(venueStream(clubId), venueDecider),
      worksHere(this.pool, clubId, promoterId),
      worksHere(this.pool, clubId, rules.leaderId),
    ]);
    return this.repository.decide(
      commissionRulesStream(clubId),
      commissionRulesDecider,
      {
        type: 'SetPromoterCommissionRules',
        clubId,
        promoterId,
        rules,
        facts: { venueExists: venue.exists && !venue.deleted, mayManage: mayManage(caller, clubId), promoterWorksHere, leaderWorksHere },
      },
      context,
    );
  }
}
