import type { GuestListEntryView, GuestListView } from './schemas/guest-list.schema';
import type { ReservationView } from './schemas/reservation.schema';
import type { DoorTicketView } from './schemas/ticket.schema';
import type { WaitlistEntryView } from './schemas/waitlist.schema';

/**
 * The live connection (Socket.IO on the API's port, path /socket.io; see docs/live.md).
 * The client connects with `auth: { token, since }`: its session token, and the feed position of
 * the last change it applied, if any. Every message comes as the `live` event.
 */
export const LIVE_PATH = '/socket.io';
export const LIVE_EVENT = 'live';
/** Client to server: `{ since }`, after a `resync`, to be sent what it missed. */
export const LIVE_RESUME = 'resume';

/** A point in the event feed, "commit/prepare": compare with comparePositionTexts, never as text. */
export type PositionText = string;

/** A reservation as it now stands, after the change at `position`; `deleted` when it was deleted. */
export interface LiveReservationChange {
  type: 'reservation';
  position: PositionText;
  version: number;
  deleted: boolean;
  reservation: ReservationView;
}

/** A guest of a night's waitlist as they now stand (a move renumbers the others: reload the night's list). */
export interface LiveWaitlistChange {
  type: 'waitlist-entry';
  position: PositionText;
  version: number;
  entry: WaitlistEntryView;
}

/**
 * A name on a guest list as it now stands (signed up, signed again, let in), with its list's counts
 * after the change. The venue and admins hear every name; a promoter only the names signed up through them.
 */
export interface LiveGuestListEntryChange {
  type: 'guest-list-entry';
  position: PositionText;
  entry: GuestListEntryView;
  list: GuestListView;
}

/** A ticket as the door reads it, after it was let in, entered twice or passed on (the venue and admins hear it). */
export interface LiveTicketChange {
  type: 'ticket';
  position: PositionText;
  ticket: DoorTicketView;
}

export type LiveMessage =
  | LiveReservationChange
  | LiveTicketChange
  | LiveWaitlistChange
  | LiveGuestListEntryChange
  /** Everything since the client's position has been sent; it is now at `position`. */
  | { type: 'synced'; position: PositionText | null }
  /** Too far behind, or nothing to resume from: reload the lists; they are at least at `position`. */
  | { type: 'refetch'; position: PositionText | null }
  /** The server may have dropped pushes (a Redis outage): answer with LIVE_RESUME. */
  | { type: 'resync' };

export interface LiveHandshake {
  token: string;
  since?: PositionText;
}

function parsePosition(text: PositionText): [bigint, bigint] | null {
  const match = /^(\d{1,20})\/(\d{1,20})$/.exec(text);
  return match ? [BigInt(match[1]), BigInt(match[2])] : null;
}

export const isPositionText = (text: unknown): text is PositionText => typeof text === 'string' && parsePosition(text) !== null;

/** Negative when `a` comes before `b` in the feed. */
export function comparePositionTexts(a: PositionText, b: PositionText): number {
  const [ac, ap] = parsePosition(a) ?? [0n, 0n];
  const [bc, bp] = parsePosition(b) ?? [0n, 0n];
  if (ac !== bc) return ac < bc ? -1 : 1;
  if (ap !== bp) return ap < bp ? -1 : 1;
  return 0;
}

/** The later of two positions (null is before every position). */
export function laterPosition(a: PositionText | null, b: PositionText | null): PositionText | null {
  if (a === null) return b;
  if (b === null) return a;
  return comparePositionTexts(a, b) >= 0 ? a : b;
}
