import type { ReservationListQuery } from '@izlazak/contracts';
import type { ReservationViewer } from '../reservation-rows';

export class ListReservationsQuery {
  constructor(
    readonly filters: ReservationListQuery,
    readonly viewer: ReservationViewer,
  ) {}
}
