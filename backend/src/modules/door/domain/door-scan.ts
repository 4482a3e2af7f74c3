import { DOOR_MESSAGES, RESERVATION_MESSAGES, belgradeClockTime, formatNight, said, say, type ReservationStatus, type Said } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { belgradeTime } from '../../reservations/reservation-formatting';
import { alreadyUsed } from '../../tickets/domain/ticket-sales/ticket-sales.decider';

/** What the scan reads of the reservation a code names. */
export interface ScannedReservation {
  clubId: string;
  night: string;
  status: ReservationStatus;
  deleted: boolean;
  arrivedAt: string | null;
  arrivedBy: string | null;
  guestName: string;
  tableName: string;
}

/** Who scans: the venue's manager or staff (their venue), or an admin (any venue). */
export type Scanner = Exclude<Actor, 'anonymous'>;

/**
 * The door's answer to a scanned code, changing nothing: let in (the door taps 'Stigli' next), or
 * why not. A refusal about the caller's own venue shows the reservation; another venue's does not.
 * Checked in this order: the venue, a reservation that ended, the night, an arrival already made.
 */
/** `said` names the refusal (worded in the request's language when answered), `message` is its Serbian wording. */
export type ScanVerdict = { admitted: true } | { admitted: false; status: 403 | 409 | 410; message: string; said: Said; showsReservation: boolean };

export function judgeScan(reservation: ScannedReservation, scanner: Scanner, tonight: string): ScanVerdict {
  if (scanner.role !== 'admin' && scanner.clubId !== reservation.clubId)
    return { admitted: false, status: 403, message: say(DOOR_MESSAGES.otherVenue), said: DOOR_MESSAGES.otherVenue, showsReservation: false };
  const refused = (message: Said): ScanVerdict => ({ admitted: false, status: 409, message: say(message), said: message, showsReservation: true });
  if (reservation.deleted) return refused(DOOR_MESSAGES.deleted);
  if (reservation.status === 'Cancelled') return refused(DOOR_MESSAGES.cancelled);
  if (reservation.status === 'Rejected') return refused(DOOR_MESSAGES.rejected);
  if (reservation.night > tonight) return refused(DOOR_MESSAGES.laterNight(formatNight(reservation.night)));
  if (reservation.night < tonight) return refused(DOOR_MESSAGES.earlierNight(formatNight(reservation.night)));
  if (reservation.status === 'Arrived') {
    const time = reservation.arrivedAt ? belgradeTime(reservation.arrivedAt) : '';
    return refused(RESERVATION_MESSAGES.alreadyArrived({ guest: reservation.guestName, table: reservation.tableName, time, by: reservation.arrivedBy ?? '' }));
  }
  return { admitted: true };
}

/** What the scan reads of a guest list's name its code is for. */
export interface ScannedListEntry {
  clubId: string;
  night: string;
  guestName: string;
  arrivedAt: string | null;
  arrivedBy: string | null;
  closesAt: string;
  closesAtInstant: string;
}

/** The door's answer to a guest list's code, in the order a reservation's is checked; after the list closed the guest pays the regular price. */
export function judgeListScan(entry: ScannedListEntry, scanner: Scanner, tonight: string, now: Date): ScanVerdict {
  if (scanner.role !== 'admin' && scanner.clubId !== entry.clubId)
    return { admitted: false, status: 403, message: say(DOOR_MESSAGES.otherVenue), said: DOOR_MESSAGES.otherVenue, showsReservation: false };
  const refused = (message: Said): ScanVerdict => ({ admitted: false, status: 409, message: say(message), said: message, showsReservation: true });
  if (entry.night !== tonight) return refused(said('guestLists.otherNight', { night: formatNight(entry.night) }));
  if (entry.arrivedAt)
    return refused(
      said(entry.arrivedBy ? 'guestLists.alreadyInsideBy' : 'guestLists.alreadyInside', {
        guest: entry.guestName,
        time: belgradeClockTime(entry.arrivedAt),
        by: entry.arrivedBy ?? '',
      }),
    );
  if (now.getTime() >= new Date(entry.closesAtInstant).getTime()) return refused(said('guestLists.closedAtDoor', { time: entry.closesAt }));
  return { admitted: true };
}

/** What the scan reads of the ticket a code is for. */
export interface ScannedTicket {
  clubId: string;
  night: string;
  /** 'valid' | 'admitted' | 'transferred' | 'refunded' */
  status: string;
  admittedAt: string | null;
  admittedBy: string | null;
}

/**
 * The door's answer to a ticket's code, as for a reservation's: another venue's is a 403 (the ticket
 * not shown), a passed-on ticket's old code a 410, another night's or one already in a 409 with the ticket.
 */
export function judgeTicketScan(ticket: ScannedTicket, scanner: Scanner, tonight: string): ScanVerdict {
  if (scanner.role !== 'admin' && scanner.clubId !== ticket.clubId)
    return { admitted: false, status: 403, message: say(DOOR_MESSAGES.otherVenue), said: DOOR_MESSAGES.otherVenue, showsReservation: false };
  const refused = (message: Said, status: 409 | 410 = 409): ScanVerdict => ({ admitted: false, status, message: say(message), said: message, showsReservation: true });
  if (ticket.status === 'transferred') return refused(said('tickets.transferredAway'), 410);
  if (ticket.status === 'refunded') return refused(said('tickets.refundedTicket'), 410);
  if (ticket.night > tonight) return refused(said('tickets.laterNight', { night: formatNight(ticket.night) }));
  if (ticket.night < tonight) return refused(said('tickets.earlierNight', { night: formatNight(ticket.night) }));
  if (ticket.admittedAt) return refused(alreadyUsed(ticket.admittedAt, ticket.admittedBy ?? ''));
  return { admitted: true };
}
