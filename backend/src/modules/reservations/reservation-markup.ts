import type pg from 'pg';
import type { ReservationStatus } from '@izlazak/contracts';
import type { MailMarkup } from '#platform/mail/mail-rule';
import type { Reservation } from './domain/table-night';
import { holdCutoff } from './domain/table-hold';
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
  phone?: string;
  /** The map pin the venue set (WGS 84). */
  pin?: { latitude: number; longitude: number } | null;
  /** 'Sto se čuva do': the night's cutoff when the venue holds tables only until then. */
  tableHeldUntil?: Date | null;
}

export async function venueNightOf(db: Pick<pg.PoolClient, 'query'>, r: Reservation): Promise<VenueNight> {
  const { rows } = await db.query<VenueNightRow>(
    `SELECT v.location, v.city, v.phone, v.latitude, v.longitude, v.table_hold_until, v.table_hold_after_start_minutes,
            (SELECT starts_at FROM event_listings WHERE id = $2 AND NOT deleted) AS event_start
       FROM venues v WHERE v.id = $1`,
    [r.clubId, r.eventId],
  );
  const row = rows[0];
  const startTime = row?.event_start ?? (await nightStartAt(db, r.clubId, r.night));
  return {
    venueAddress: { street: row?.location ?? '', city: row?.city ?? '' },
    startTime,
    phone: row?.phone ?? '',
    pin: row && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    tableHeldUntil: row ? heldUntil(row, r.night, startTime) : null,
  };
}

interface VenueNightRow {
  location: string | null;
  city: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  table_hold_until: string | null;
  table_hold_after_start_minutes: number | null;
  event_start: Date | null;
}

/** The night's cutoff, as the table release reckons it: minutes after the start, or the venue's 'Sto se čuva do'. */
function heldUntil(row: VenueNightRow, night: string, start: Date): Date | null {
  if (row.table_hold_after_start_minutes) return new Date(start.getTime() + row.table_hold_after_start_minutes * 60_000);
  return row.table_hold_until ? holdCutoff(night, row.table_hold_until) : null;
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
