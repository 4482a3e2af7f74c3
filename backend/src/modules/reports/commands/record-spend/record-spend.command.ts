import type { CommandContext } from '#platform/commands/command-context';

/** PUT /api/reservations/{id}/spend ('Potrošnja'); `byName` is who recorded it. */
export class RecordSpendCommand {
  constructor(
    readonly reservationId: string,
    readonly amount: number,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
