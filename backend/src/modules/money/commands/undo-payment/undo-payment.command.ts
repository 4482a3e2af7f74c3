import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/reservations/{id}/deposit { state: 'unpaid' } ('Poništi'); `byName` is who took the payment back. */
export class UndoPaymentCommand {
  constructor(
    readonly reservationId: string,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
