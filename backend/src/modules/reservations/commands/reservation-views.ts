import type { ReservationView } from '@izlazak/contracts';
import type { Reservation } from '../domain/table-night.decider';
import { arrivalOf, couponOf } from '../queries/reservation-rows';

/** A reservation as the API shows it, from the snapshot its last event carried. */
export function toReservationView(r: Reservation, updatedAt: string): ReservationView {
  return {
    _id: r.reservationId,
    uniqueId: r.uniqueId,
    name: r.eventTitle,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    email: r.email,
    date: r.night,
    persons: r.persons,
    tableId: r.tableId,
    tableName: r.tableName,
    eventId: r.eventId,
    eventTitle: r.eventTitle,
    clubId: r.clubId,
    club: r.club,
    status: r.status,
    userId: r.userId,
    createdAt: r.placedAt,
    updatedAt,
    version: r.version,
    ...arrivalOf(r.arrival, r.walkIn),
    ...couponOf(r.couponCode, r.discountPercent, r.ticketPrice),
  };
}

/** The reservation as the last of a command's events left it (a move's departure carries none). */
export function lastSnapshot(events: { data: unknown }[]): Reservation | null {
  for (const event of [...events].reverse()) {
    const data = event.data as { reservation?: Reservation };
    if (data.reservation) return data.reservation;
  }
  return null;
}
