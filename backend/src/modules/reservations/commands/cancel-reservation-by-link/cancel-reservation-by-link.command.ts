import type { CommandContext } from '#platform/commands/command-context';

/** The guest's cancel, through the signed link from their mail. */
export class CancelReservationByLinkCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
    /** The version the link was checked against: a change since (a corrected address) refuses it. */
    readonly checkedVersion: number,
  ) {}
}
