import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

export class MarkSettlementPaidCommand {
  constructor(
    readonly clubId: string,
    readonly promoterId: string,
    readonly from: string,
    readonly to: string,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
