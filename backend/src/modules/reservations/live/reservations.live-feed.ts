import type { LiveReservationChange } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { LIVE_ROOMS, type LiveFeed, type LiveRow } from '#platform/live/live-feed';
import { RESERVATION_UPDATES, type Reservation, type TableNightEvent } from '../domain/table-night';
import { reservationsProjector } from '../projections/reservations.projector';
import { RESERVATION_COLUMNS, toView, type ReservationRow } from '../queries/reservation-rows';

/** Every event that leaves a reservation changed; a move's departure changes nothing a list shows. */
const CHANGING_EVENTS = [...RESERVATION_UPDATES, 'ReservationDeleted', 'ReservationMoveStarted'] satisfies Exclude<TableNightEvent['type'], 'ReservationMovedOut'>[];

/** The venue's manager and staff, admins, and the guest who placed it signed in. */
const roomsOfReservation = (clubId: string, userId: string | null) => [LIVE_ROOMS.venue(clubId), LIVE_ROOMS.admins, ...(userId ? [LIVE_ROOMS.user(userId)] : [])];

/** Reservations as the dashboard and the profile list them, pushed as they change. */
export const reservationsLiveFeed: LiveFeed = {
  name: 'reservations',
  readModel: reservationsProjector.name,
  eventTypes: CHANGING_EVENTS,
  streamPrefixes: ['table-night-'],
  changeOf(event) {
    const reservation = (event.data as { reservation?: Reservation }).reservation;
    return reservation ? { id: reservation.reservationId, rooms: roomsOfReservation(reservation.clubId, reservation.userId) } : null;
  },
  async read(db: Queryable, ids: string[]): Promise<LiveRow[]> {
    const { rows } = await db.query<ReservationRow & { deleted: boolean }>(`SELECT ${RESERVATION_COLUMNS}, deleted FROM reservations WHERE id = ANY($1)`, [ids]);
    return rows.map((row) => ({
      id: row.id,
      rooms: roomsOfReservation(row.club_id, row.user_id),
      message: (position): LiveReservationChange => ({ type: 'reservation', position, version: row.version, deleted: row.deleted, reservation: toView(row) }),
    }));
  },
};
