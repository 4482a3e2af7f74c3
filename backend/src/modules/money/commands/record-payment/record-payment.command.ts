import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/reservations/{id}/payment ('Uplata primljena'); `byName` is who marked it. */
export class RecordPaymentCommand {
  constructor(
    readonly reservationId: string,
    readonly amount: number | undefined,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
