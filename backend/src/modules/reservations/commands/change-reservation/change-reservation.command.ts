import type { ReservationUpdateInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';
import type { TableNight } from '../../domain/table-night';

/** PUT /api/reservations/{id}: changes of the guest's details, a move, a new status, or several. */
export class ChangeReservationCommand {
  constructor(
    readonly reservationId: string,
    readonly input: ReservationUpdateInput,
    readonly context: CommandContext,
    /** Where it is known to stand, when the read model may not show it yet (the demo seed). */
    readonly at?: TableNight,
  ) {}
}
