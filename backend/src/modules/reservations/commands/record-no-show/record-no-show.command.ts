import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/reservations/{id}/no-show ('Oslobodi sto'), or the night's release at the hold cutoff (`released`). */
export class RecordNoShowCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
    readonly released = false,
    readonly commandId?: string,
  ) {}
}
