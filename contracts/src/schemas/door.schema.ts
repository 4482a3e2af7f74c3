import { Infer, literal, optional, string, type, union } from 'superstruct';
import { said } from '../i18n/said';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { trimmedRequiredText } from '../validation';
import type { ReservationAttendance, ReservationStatus } from './reservation.schema';
import type { GuestBadge } from './guest.schema';
import type { ReservationDepositView, ReservationTermsView } from './money.schema';

/**
 * The door (docs/door.md): a reservation's signed door code, mailed as the QR code of
 * `APP_URL/r/<token>`; the door phone scans it (POST /api/door/scan) and keeps tonight's list
 * (GET /api/door/tonight) to work without a network.
 */

/** The longest scanned text the scan reads (a URL with a query is far shorter). */
export const MAX_SCANNED_CODE = 2000;
/** The most reservations tonight's door list carries. */
export const MAX_DOOR_LIST = 2000;

export const DOOR_MESSAGES = {
  code: 'validation.door.code',
  codeTooLong: 'validation.door.codeTooLong',
  unknownCode: 'refusal.door.unknownCode',
  otherVenue: 'refusal.door.otherVenue',
  cancelled: 'refusal.door.cancelled',
  rejected: 'refusal.door.rejected',
  deleted: 'refusal.door.deleted',
  /** A later night (dd.MM.yyyy); the same words as the arrival's refusal. */
  laterNight: (night: string) => said('refusal.door.laterNight', { night }),
  earlierNight: (night: string) => said('refusal.door.earlierNight', { night }),
  clubId: 'validation.door.clubId',
  noVenue: 'refusal.door.noVenue',
} as const;

/** POST /api/door/scan: the whole scanned text (the URL …/r/<token>) or the bare token. */
export const doorScanSchema = type({
  code: trimmedRequiredText(MAX_SCANNED_CODE, DOOR_MESSAGES.code, DOOR_MESSAGES.codeTooLong),
});
export type DoorScanInput = Infer<typeof doorScanSchema>;

/** GET /api/door/tonight?clubId=: an admin names the venue; the venue's own people need not. */
export const doorTonightQuerySchema = type({
  clubId: optional(
    coerce(
      define<string>('clubId', { type: 'string', maxLength: 100 }, (value) => (typeof value === 'string' && value.length > 0 && value.length <= 100) || DOOR_MESSAGES.clubId),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? undefined : value.trim()),
    ),
  ),
});
export type DoorTonightQuery = Infer<typeof doorTonightQuerySchema>;

/** One reservation of tonight's door list: what the door shows, matches a scan with, and checks in. */
export interface DoorReservationView {
  _id: string;
  uniqueId: string;
  firstName: string;
  lastName: string;
  phone: string;
  persons: number;
  tableId: string;
  tableName: string;
  /** The event's title, or empty for a plain night. */
  eventTitle: string;
  status: ReservationStatus;
  arrivedPersons: number | null;
  arrivedAt: string | null;
  arrivedBy: string | null;
  walkIn: boolean;
  version: number;
  /** The guest's answer to the night's reminder: 'Potvrdio dolazak' / 'Nije potvrdio' (null: no reminder sent). */
  attendance: ReservationAttendance | null;
  /** The reservation's door token: a scanned code's token is looked up here, also offline. */
  doorToken: string;
  /** What the venue's guest book says of the guest ('VIP — Stalni gost, 12 dolazaka'). */
  guest?: GuestBadge;
  /** While the reservation waits for its deposit ('Čeka uplatu'): the amount and until when; the door can take it ('Plaćeno na ulazu'). */
  depositDue: DoorDepositDue | null;
}

/** A deposit still due, as the door reads it. */
export interface DoorDepositDue {
  amount: number;
  /** ISO instant: unpaid by then, the reservation is cancelled and the table freed. */
  dueAt: string;
}

/** A table nothing holds tonight (no reservation, no open waitlist offer): where a walk-in can sit. */
export interface DoorTableView {
  _id: string;
  name: string;
  maxPersons: number;
  area: string;
}

/** GET /api/door/tonight: tonight's reservations of the venue and its free tables. */
export interface DoorNightView {
  clubId: string;
  club: string;
  /** The venue's night that is on now, yyyy-MM-dd (Europe/Belgrade; before 06:00 still last night's). */
  night: string;
  /** When the list was read (ISO 8601). */
  asOf: string;
  reservations: DoorReservationView[];
  freeTables: DoorTableView[];
  /** The tables open waitlist offers hold tonight: not free for a walk-in until `until` (the device keeps them for offline). */
  offeredTables: DoorOfferedTableView[];
}

/** A table offered to a guest from the waitlist ('Sto 2 je ponuđen gostu sa liste čekanja do 23:10'). */
export interface DoorOfferedTableView {
  tableId: string;
  tableName: string;
  /** ISO instant the offer runs out: from then on the server no longer keeps the table for it. */
  until: string;
}

/** GET /api/reservations/{id}/door-code: the reservation's door code, for the guest's profile and the venue. */
export interface DoorCodeView {
  _id: string;
  token: string;
  /** APP_URL/r/<token>: what the QR code holds. */
  url: string;
  /** The QR code as a PNG: /api/door/code/<token>/qr.png */
  qr: string;
}

/**
 * GET /api/door/code/{token}: what the guest's page /r/<token> shows. Whoever sees the QR code can
 * open it, so it carries no contact and no money beyond the slip of a deposit still due (the venue's
 * account and the amount the guest is asked to pay); the venue's staff read the rest on their screens.
 */
export interface GuestDoorCodeView {
  _id: string;
  uniqueId: string;
  clubId: string;
  club: string;
  /** yyyy-MM-dd: the night. */
  date: string;
  eventTitle: string;
  tableName: string;
  persons: number;
  status: ReservationStatus;
  arrivedPersons: number | null;
  arrivedAt: string | null;
  terms: ReservationTermsView | null;
  /** The deposit's slip while it is due; null once paid, refunded, or when there is none. */
  depositDue: ReservationDepositView | null;
}
