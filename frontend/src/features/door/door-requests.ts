import type {
  DoorNightView,
  DoorTicketsView,
  GuestListEntryView,
  TicketScanView,
  TicketView,
  GuestListScanView,
  GuestListView,
  Paged,
  ReservationView,
  VenueTableView,
} from '@izlazak/contracts';
import { serverMessage } from '../../api/error-catalogue';
import { authStorage } from '../../lib/auth-storage';
import { withQuery } from '../../lib/query-string';
import { listEntryOf, type DoorListEntry } from './door-list-entries';
import { doorGuestOf, outcomeOfStatus, type DoorCommand, type DoorGuest, type DoorOfferedTable, type DoorTable, type SendOutcome } from './door-night';

/**
 * The door's requests. Not RTK Query: the door's list lives on the device (IndexedDB), not in the
 * API cache, and its outbox must tell a lost connection (keep the command, send it later) from the
 * server's refusal (show it in 'Nije primenjeno'), without a toast for either.
 */

/** An answer, or `status: null` when none came (no connection). */
export interface DoorAnswer<T = unknown> {
  status: number | null;
  body: T | null;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<DoorAnswer<T>> {
  const headers = new Headers(init.headers);
  const token = authStorage.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { ...init, headers, cache: 'no-store' });
  } catch {
    return { status: null, body: null };
  }
  const body = (await response.json().catch(() => null)) as T | null;
  return { status: response.status, body };
}

const post = <T>(path: string, body: object) => request<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** Whether a request reached the server and it answered in its own words (not a gateway in front of it). */
export const answered = (answer: DoorAnswer) => answer.status !== null && answer.status !== 502 && answer.status !== 503 && answer.status !== 504;

export const messageOf = (answer: DoorAnswer, fallback: string) => serverMessage(answer.body) ?? fallback;

/** GET /api/door/tonight: the venue's night, its reservations (each with the token its QR code carries), and the tables waitlist offers hold. */
export async function fetchTonight(clubId: string | null): Promise<DoorAnswer<{ night: string; guests: DoorGuest[]; offered: DoorOfferedTable[] }>> {
  const answer = await request<DoorNightView>(withQuery('door/tonight', { clubId: clubId ?? undefined }));
  if (answer.status !== 200 || !answer.body) return { status: answer.status, body: null };
  return {
    status: 200,
    body: {
      night: answer.body.night,
      guests: answer.body.reservations.map((item) => doorGuestOf(item, item.doorToken)),
      offered: answer.body.offeredTables.map(({ tableId, tableName, until }) => ({ tableId, tableName, until })),
    },
  };
}

/** The venue's tables (a walk-in picks a free one); which are free is worked out from tonight's list. */
export async function fetchTables(clubId: string, night: string): Promise<DoorAnswer<DoorTable[]>> {
  const answer = await request<Paged<VenueTableView>>(withQuery(`club/allTables/${encodeURIComponent(clubId)}`, { date: night, page: 1, size: 100 }));
  if (answer.status !== 200 || !answer.body) return { status: answer.status, body: null };
  return {
    status: 200,
    body: answer.body.data.map((table) => ({ _id: table._id, name: table.name, maxPersons: Number(table.maxPersons) || 0, area: table.area })),
  };
}

/**
 * Every name on the venue's guest lists of the night (GET /api/club/{clubId}/guest-lists?night=,
 * then each list's entries), with what its list gives and until when. Null body when any read failed:
 * the device keeps what it had rather than half a list.
 */
export async function fetchListEntries(clubId: string, night: string): Promise<DoorAnswer<DoorListEntry[]>> {
  const lists = await request<GuestListView[]>(withQuery(`club/${encodeURIComponent(clubId)}/guest-lists`, { night }));
  if (lists.status !== 200 || !lists.body) return { status: lists.status, body: null };
  const entries: DoorListEntry[] = [];
  for (const list of lists.body) {
    const names = await request<GuestListEntryView[]>(`guest-lists/${encodeURIComponent(list._id)}/entries`);
    if (names.status !== 200 || !names.body) return { status: names.status, body: null };
    const of = { _id: list._id, name: list.name, benefit: list.benefit, closesAt: list.closesAt, closesAtInstant: list.closesAtInstant };
    entries.push(...names.body.map((entry) => listEntryOf(entry, of)));
  }
  return { status: 200, body: entries };
}

/** GET /api/door/tickets: tonight's tickets of the venue, each with the token its QR code carries. */
export async function fetchTickets(clubId: string | null): Promise<DoorAnswer<DoorTicketsView>> {
  const answer = await request<DoorTicketsView>(withQuery('door/tickets', { clubId: clubId ?? undefined }));
  return answer.status === 200 && answer.body ? answer : { status: answer.status, body: null };
}

/** What POST /api/door/scan answers: the reservation or a list's name, or a refusal whose body may carry either (already in). */
export type ScanAnswer = DoorAnswer<
  | (ReservationView & { message?: string })
  | (GuestListScanView & { message?: string })
  | { message?: string; reservation?: ReservationView }
  | (Omit<GuestListScanView, 'kind'> & { message?: string })
  | (TicketScanView & { message?: string })
  | (Omit<TicketScanView, 'kind'> & { message?: string })
>;

export const scanCode = (code: string): Promise<ScanAnswer> => post('door/scan', { code });

/** Sends one door command with its device-made id; a resend of the same id is answered as the first. */
export async function sendCommand(command: DoorCommand): Promise<SendOutcome> {
  const answer = await post<(ReservationView | GuestListEntryView | TicketView) & { message?: string }>(...requestOf(command));
  if (answer.status !== null && answer.status >= 200 && answer.status < 300 && answer.body) {
    if (command.kind === 'ticketAdmission') return { kind: 'applied', ticket: answer.body as TicketView };
    return command.kind === 'listArrival' ? { kind: 'applied', entry: answer.body as GuestListEntryView } : { kind: 'applied', reservation: answer.body as ReservationView };
  }
  if (!answered(answer) || answer.status === null) return { kind: 'later', offline: true };
  if (outcomeOfStatus(answer.status) === 'later') return { kind: 'later', offline: false };
  // Without the server's words the screen says it in its own language ('door.refused.unknown').
  return { kind: 'refused', message: messageOf(answer, '') };
}

function requestOf(command: DoorCommand): [string, object] {
  const id = command.commandId;
  switch (command.kind) {
    case 'arrival':
      return [`reservations/${encodeURIComponent(command.reservationId)}/arrival`, { persons: command.persons, men: command.men, women: command.women, commandId: id }];
    case 'noShow':
      return [`reservations/${encodeURIComponent(command.reservationId)}/no-show`, { commandId: id }];
    case 'payment':
      return [`reservations/${encodeURIComponent(command.reservationId)}/payment`, { method: command.method, amount: command.amount, commandId: id }];
    case 'listArrival':
      return [`guest-list-entries/${encodeURIComponent(command.entryId)}/arrival`, { persons: command.persons, commandId: id }];
    case 'ticketAdmission':
      return [`tickets/${encodeURIComponent(command.ticketId)}/admission`, { commandId: id, admittedAt: command.at }];
    case 'walkIn':
      return [
        'reservations',
        {
          walkIn: true,
          clubId: command.clubId,
          tableId: command.tableId,
          firstName: command.firstName,
          lastName: command.lastName || undefined,
          phone: command.phone || undefined,
          persons: command.persons,
          men: command.men,
          women: command.women,
          commandId: id,
        },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown door command ${JSON.stringify(unknown)}`);
    }
  }
}
