import type { CommissionRulesInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

export class SetCommissionRulesCommand {
  constructor(
    readonly clubId: string,
    readonly rules: CommissionRulesInput,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
