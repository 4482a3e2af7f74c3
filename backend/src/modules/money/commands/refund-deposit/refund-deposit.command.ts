import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/reservations/{id}/deposit { state: 'refunded' } ('Vraćeno'); `byName` is who marked it. */
export class RefundDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
