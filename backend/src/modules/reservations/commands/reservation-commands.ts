import type { CommandContext } from '#platform/commands/command-context';

/** DELETE /api/reservations/{id}: off the lists, kept in the stream's history. */
export class DeleteReservationCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
  ) {}
}

/** The guest's cancel, through the signed link from their mail. */
export class CancelReservationByLinkCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
    /** The version the link was checked against: a change since (a corrected address) refuses it. */
    readonly checkedVersion: number,
  ) {}
}

/** 'Pošalji ponovo': mail the guest the reservation as it stands. */
export class ResendReservationMailCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
  ) {}
}
