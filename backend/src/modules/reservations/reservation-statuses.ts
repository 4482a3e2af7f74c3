import type { ReservationStatus } from '@izlazak/contracts';

// The subsets of the statuses that the reservations' SQL asks for by meaning (as query parameters);
// the statuses that hold a table are contracts' ACTIVE_RESERVATION_STATUSES.

/** Pending or confirmed, no deposit due: guests the door still expects, whose table the night's release frees. */
export const EXPECTED_AT_THE_DOOR: readonly ReservationStatus[] = ['Pending', 'Complete'];

/** Not ended and not yet arrived: a closed venue or a removed table rejects these. */
export const STILL_AHEAD: readonly ReservationStatus[] = ['Pending', 'Complete', 'AwaitingPayment'];
