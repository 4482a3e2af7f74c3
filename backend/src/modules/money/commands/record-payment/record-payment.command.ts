import type { PaymentMethod } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';
import type { TableNight } from '../../../reservations/domain/table-night';

/** POST /api/reservations/{id}/payment ('Uplata primljena'); `byName` is who marked it. */
export class RecordPaymentCommand {
  constructor(
    readonly reservationId: string,
    readonly amount: number | undefined,
    readonly byName: string,
    readonly context: CommandContext,
    /** Where the reservation is booked, when the caller knows (the demo seed, before the read models run). */
    readonly at?: TableNight,
    /** 'cash' or 'card' when the door took it; a bank transfer when absent. */
    readonly method?: PaymentMethod,
    /** Marked by hand as a bank transfer: it can be undone for a while, and the guest is mailed once it stands. */
    readonly undoable = false,
  ) {}
}
