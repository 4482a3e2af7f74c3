import type { ReservationInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class PlaceReservationCommand {
  constructor(
    readonly reservationId: string,
    readonly uniqueId: string,
    readonly input: ReservationInput,
    readonly context: CommandContext,
  ) {}
}
