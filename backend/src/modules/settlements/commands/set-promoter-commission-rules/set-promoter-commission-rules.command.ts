import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';
import type { PromoterRules } from '../../domain/commission-rules.events';

export class SetPromoterCommissionRulesCommand {
  constructor(
    readonly clubId: string,
    readonly promoterId: string,
    readonly rules: PromoterRules,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
