import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { settlementPaymentDecider, settlementPaymentStream, type PaidFigures } from '../../domain/settlement-payment.decider';
import { checkSettlementRange, settlementOf } from '../../queries/settlement.queries';
import { mayManage } from '../set-commission-rules/set-commission-rules.handler';
import { worksHere } from '../set-promoter-commission-rules/set-promoter-commission-rules.handler';
import { MarkSettlementPaidCommand } from './mark-settlement-paid.command';

const NOTHING: PaidFigures = { signedUp: 0, arrivedGuests: 0, tables: 0, spend: 0, commission: 0, leaderShare: 0, correction: 0, total: 0 };

/** The figures paid are the settlement as it stands when the manager marks it; the promoter's stream refuses nights already paid. */
@CommandHandler(MarkSettlementPaidCommand)
export class MarkSettlementPaidHandler implements ICommandHandler<MarkSettlementPaidCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ clubId, promoterId, from, to, caller, context }: MarkSettlementPaidCommand): Promise<CommandOutcome> {
    checkSettlementRange(from, to);
    const [{ state: venue }, promoterWorksHere] = await Promise.all([this.repository.load(venueStream(clubId), venueDecider), worksHere(this.pool, clubId, promoterId)]);
    const manages = mayManage(caller, clubId);
    const row = manages && promoterWorksHere ? (await settlementOf(this.pool, clubId, from, to)).rows.find((each) => each.promoterId === promoterId) : undefined;
    const figures: PaidFigures = row
      ? {
          signedUp: row.signedUp,
          arrivedGuests: row.arrivedGuests,
          tables: row.tables,
          spend: row.spend,
          commission: row.commission,
          leaderShare: row.leaderShare,
          correction: row.correction,
          total: row.total,
        }
      : NOTHING;
    return this.repository.decide(
      settlementPaymentStream(clubId, promoterId),
      settlementPaymentDecider,
      {
        type: 'MarkSettlementPaid',
        clubId,
        promoterId,
        from,
        to,
        paidBy: caller.id,
        figures,
        facts: { venueExists: venue.exists && !venue.deleted, mayManage: manages, promoterWorksHere: promoterWorksHere && Boolean(row) },
      },
      context,
    );
  }
}
