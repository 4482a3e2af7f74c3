import type { CommandContext } from '#platform/commands/command-context';

/** PUT /api/reservations/{id}/spend ('Potrošnja'): an amount, or items of the menu; `byName` is who recorded it. */
export class RecordSpendCommand {
  constructor(
    readonly reservationId: string,
    readonly amount: number | undefined,
    readonly items: { itemId: string; quantity: number }[],
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
