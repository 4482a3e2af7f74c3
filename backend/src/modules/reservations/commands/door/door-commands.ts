import type { ReservationArrivalInput, WalkInInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/reservations/{id}/arrival: the guests came in; `byName` is who let them in. */
export class RecordArrivalCommand {
  constructor(
    readonly reservationId: string,
    readonly input: ReservationArrivalInput,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}

/** POST /api/reservations/{id}/no-show ('Oslobodi sto'), or the night's release at the hold cutoff (`released`). */
export class RecordNoShowCommand {
  constructor(
    readonly reservationId: string,
    readonly context: CommandContext,
    readonly released = false,
    readonly commandId?: string,
  ) {}
}

/** POST /api/reservations with `walkIn: true`: the venue's staff seat a guest at a free table tonight. */
export class WalkInCommand {
  constructor(
    readonly reservationId: string,
    readonly uniqueId: string,
    readonly input: WalkInInput,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
