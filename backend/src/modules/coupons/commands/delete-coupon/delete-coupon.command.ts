import type { CommandContext } from '#platform/commands/command-context';

export class DeleteCouponCommand {
  constructor(
    readonly couponId: string,
    readonly context: CommandContext,
  ) {}
}
