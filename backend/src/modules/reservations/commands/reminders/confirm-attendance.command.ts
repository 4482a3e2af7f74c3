import type { CommandContext } from '#platform/commands/command-context';

/** 'Dolazim': the guest confirms they are coming, through the signed link of the night's reminder. */
export class ConfirmAttendanceByLinkCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
    /** The version the link was checked against: a change since (a corrected address) refuses it. Left out: not checked (the demo's guests). */
    readonly checkedVersion?: number,
  ) {}
}
