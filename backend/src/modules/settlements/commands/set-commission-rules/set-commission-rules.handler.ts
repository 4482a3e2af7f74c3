import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { commissionRulesDecider } from '../../domain/commission-rules.decider';
import { commissionRulesStream } from '../../domain/commission-rules.events';
import { SetCommissionRulesCommand } from './set-commission-rules.command';

@CommandHandler(SetCommissionRulesCommand)
export class SetCommissionRulesHandler implements ICommandHandler<SetCommissionRulesCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ clubId, rules, caller, context }: SetCommissionRulesCommand): Promise<CommandOutcome> {
    const { state: venue } = await this.repository.load(venueStream(clubId), venueDecider);
    const { perListGuest, perTable, spendPercent } = rules;
    return this.repository.decide(
      commissionRulesStream(clubId),
      commissionRulesDecider,
      {
        type: 'SetCommissionRules',
        clubId,
        rules: { perListGuest, perTable, spendPercent },
        facts: { venueExists: venue.exists && !venue.deleted, mayManage: mayManage(caller, clubId) },
      },
      context,
    );
  }
}

/** The venue's own manager, or an admin. */
export const mayManage = (caller: { role: string; clubId?: string | null }, clubId: string) => caller.role === 'admin' || (caller.role === 'manager' && caller.clubId === clubId);
