import type { ReservationUpdateInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** PUT /api/reservations/{id}: changes of the guest's details, a move, a new status, or several. */
export class ChangeReservationCommand {
  constructor(
    readonly reservationId: string,
    readonly input: ReservationUpdateInput,
    readonly context: CommandContext,
  ) {}
}
