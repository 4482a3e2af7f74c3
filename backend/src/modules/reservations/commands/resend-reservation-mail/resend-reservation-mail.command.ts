import type { CommandContext } from '#platform/commands/command-context';

/** 'Pošalji ponovo': mail the guest the reservation as it stands. */
export class ResendReservationMailCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
  ) {}
}
