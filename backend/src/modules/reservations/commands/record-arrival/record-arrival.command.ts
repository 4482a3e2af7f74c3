import type { ReservationArrivalInput } from '@izlazak/contracts';
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
