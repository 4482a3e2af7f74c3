import type { CommandContext } from '#platform/commands/command-context';

/** DELETE /api/reservations/{id}: off the lists, kept in the stream's history. */
export class DeleteReservationCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
  ) {}
}
