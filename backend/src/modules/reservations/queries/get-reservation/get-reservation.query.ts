import type { ReservationViewer } from '../reservation-rows';

/** One reservation with the mails sent about it, for those who may see it. */
export class GetReservationQuery {
  constructor(
    readonly reservationId: string,
    readonly viewer: ReservationViewer | null,
    /** The guest's signed cancel link stands in for an account. */
    readonly byGuestLink = false,
  ) {}
}
