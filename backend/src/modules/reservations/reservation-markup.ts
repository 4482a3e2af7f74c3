import type pg from 'pg';
import type { ReservationStatus } from '@izlazak/contracts';
import type { MailMarkup } from '#platform/mail/mail-rule';
import type { Reservation } from './domain/table-night.decider';
import { nightStartAt } from './queries/night-start';

/**
 * A reservation as Gmail reads it from a mail (schema.org markup for e-mail): a
 * FoodEstablishmentReservation at the venue, or an EventReservation for a night with an event.
 * `reservationNumber`, `modifyReservationUrl` and `cancelReservationUrl` are Gmail's own
 * properties (schema.org says `reservationId`, given too);
 * both lead to the guest's signed manage link, given while the reservation still holds its table.
 */
const STATUS: Record<ReservationStatus, string> = {
  Pending: 'http://schema.org/ReservationPending',
  AwaitingPayment: 'http://schema.org/ReservationPending',
  Complete: 'http://schema.org/ReservationConfirmed',
  Arrived: 'http://schema.org/ReservationConfirmed',
  Rejected: 'http://schema.org/ReservationCancelled',
  Cancelled: 'http://schema.org/ReservationCancelled',
  NoShow: 'http://schema.org/ReservationCancelled',
};

/** Where and when, as the read models have them when the mail is composed. */
export interface VenueNight {
  venueAddress: { street: string; city: string };
  /** The night's start: the reservation's event's, else the venue's (docs/reminders.md). */
  startTime: Date;
}

export async function venueNightOf(db: Pick<pg.PoolClient, 'query'>, r: Reservation): Promise<VenueNight> {
  const { rows } = await db.query<{ location: string | null; city: string | null; event_start: Date | null }>(
    `SELECT v.location, v.city, (SELECT starts_at FROM event_listings WHERE id = $2 AND NOT deleted) AS event_start FROM venues v WHERE v.id = $1`,
    [r.clubId, r.eventId],
  );
  const row = rows[0];
  return {
    venueAddress: { street: row?.location ?? '', city: row?.city ?? '' },
    startTime: row?.event_start ?? (await nightStartAt(db, r.clubId, r.night)),
  };
}

export function reservationMarkup(r: Reservation, where: VenueNight, manageUrl: string | null): MailMarkup {
  const address = {
    '@type': 'PostalAddress',
    ...(where.venueAddress.street ? { streetAddress: where.venueAddress.street } : {}),
    ...(where.venueAddress.city ? { addressLocality: where.venueAddress.city } : {}),
    addressCountry: 'RS',
  };
  const venue = { '@type': 'FoodEstablishment', name: r.club, address };
  const startTime = where.startTime.toISOString();
  return {
    '@context': 'http://schema.org',
    '@type': r.eventId ? 'EventReservation' : 'FoodEstablishmentReservation',
    reservationNumber: r.uniqueId,
    reservationId: r.uniqueId,
    reservationStatus: STATUS[r.status],
    underName: { '@type': 'Person', name: `${r.firstName} ${r.lastName}`.trim() },
    partySize: r.persons,
    startTime,
    reservationFor: r.eventId ? { '@type': 'Event', name: r.eventTitle || r.club, startDate: startTime, location: venue } : venue,
    ...(manageUrl ? { modifyReservationUrl: manageUrl, cancelReservationUrl: manageUrl } : {}),
  };
}
