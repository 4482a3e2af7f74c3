import {
  DEFAULT_LOCALE,
  nightOf,
  t,
  type DoorDepositDue,
  type Locale,
  type MessageId,
  type DoorOfferedTableView,
  type DoorReservationView,
  type GuestListEntryView,
  type ReservationView,
  type TicketView,
} from '@izlazak/contracts';

/**
 * Tonight at the door, as the device keeps it: the guests of the venue's night (from
 * GET /api/door/tonight, kept current by live pushes), the commands made here that the server has
 * not taken yet, and those it refused. Pure: no storage, no clock, no network.
 */

/**
 * One reservation of tonight as the door sees it; `token` is what its QR code carries (absent until
 * the list is fetched again). Its guest-book badge comes with the door's list; pushes do not bring it.
 */
export interface DoorGuest
  extends
    Pick<
      DoorReservationView,
      '_id' | 'uniqueId' | 'firstName' | 'lastName' | 'phone' | 'persons' | 'tableId' | 'tableName' | 'status' | 'arrivedPersons' | 'arrivedAt' | 'arrivedBy' | 'version' | 'guest'
    >,
    Partial<Pick<DoorReservationView, 'walkIn' | 'attendance'>> {
  arrivedMen?: number | null;
  arrivedWomen?: number | null;
  token?: string | null;
  /** Changed on this device, not yet taken by the server. */
  pending?: boolean;
  /** The deposit still due ('Čeka uplatu'): the door takes it before the guests come in. */
  depositDue?: DoorDepositDue | null;
}

export interface DoorTable {
  _id: string;
  name: string;
  maxPersons: number;
  area?: string;
}

/** A table a waitlist offer holds tonight until `until` (the door's list's `offeredTables`). */
export type DoorOfferedTable = DoorOfferedTableView;

/** 'Plaćeno na ulazu': in cash or by card. */
export type DoorPaymentMethod = 'cash' | 'card';

export interface Headcount {
  persons: number;
  men?: number;
  women?: number;
}

interface CommandBase {
  /** Made on the device; sent as `commandId`, so a resend applies once. */
  commandId: string;
  clubId: string;
  /** The night it was made for, yyyy-MM-dd. */
  night: string;
  /** When and by whom, as the door shows it until the server answers. */
  at: string;
  by: string;
  /** Who it is about, for 'Nije primenjeno'. */
  guestName: string;
}

export type DoorCommand =
  | (CommandBase & { kind: 'arrival'; reservationId: string } & Headcount)
  | (CommandBase & { kind: 'noShow'; reservationId: string })
  | (CommandBase & { kind: 'payment'; reservationId: string; method: DoorPaymentMethod; amount: number })
  /** A name on a guest list let in (`persons` of its 1 + plusOnes). */
  | (CommandBase & { kind: 'listArrival'; entryId: string; persons: number })
  /** A ticket let in; `at` goes with it as `admittedAt` (when the phone let it in, also offline). */
  | (CommandBase & { kind: 'ticketAdmission'; ticketId: string })
  | (CommandBase & { kind: 'walkIn'; tableId: string; tableName: string; firstName: string; lastName?: string; phone?: string } & Headcount);

/** A command the server would not apply (the reservation was cancelled meanwhile…), with its answer. */
export interface DoorRefusal {
  commandId: string;
  kind: DoorCommand['kind'];
  guestName: string;
  message: string;
  at: string;
}

const KIND_LABELS: Record<DoorCommand['kind'], MessageId> = {
  arrival: 'door.command.arrival',
  noShow: 'door.command.noShow',
  walkIn: 'door.command.walkIn',
  payment: 'door.command.payment',
  listArrival: 'door.command.arrival',
  ticketAdmission: 'door.command.ticket',
};

export const commandLabel = (kind: DoorCommand['kind'], locale: Locale = DEFAULT_LOCALE) => t(KIND_LABELS[kind], undefined, locale);

/** Statuses the door can still check in or release. */
export const awaited = (guest: Pick<DoorGuest, 'status'>) => guest.status === 'Pending' || guest.status === 'Complete';

/** Who may still come in: those awaited, and those marked as not come who come after all (their table back, while it is free). */
export const mayArrive = (guest: Pick<DoorGuest, 'status'>) => awaited(guest) || guest.status === 'NoShow';

/** Booked, but the deposit is still due: the door takes it ('Plaćeno na ulazu'), then lets them in. */
export const owesDeposit = (guest: Pick<DoorGuest, 'status'>) => guest.status === 'AwaitingPayment';

/** Who the door still expects tonight: awaited, or owing their deposit. */
export const expected = (guest: Pick<DoorGuest, 'status'>) => awaited(guest) || owesDeposit(guest);

/** Statuses that hold a table tonight. */
const holdsTable = (guest: Pick<DoorGuest, 'status'>) => expected(guest) || guest.status === 'Arrived';

export const guestName = (guest: Pick<DoorGuest, 'firstName' | 'lastName'>) => `${guest.firstName} ${guest.lastName ?? ''}`.trim();

type DoorGuestSource = Pick<
  ReservationView,
  '_id' | 'uniqueId' | 'firstName' | 'lastName' | 'phone' | 'persons' | 'tableId' | 'tableName' | 'status' | 'arrivedPersons' | 'arrivedAt' | 'arrivedBy' | 'walkIn' | 'version'
> &
  Partial<Pick<ReservationView, 'arrivedMen' | 'arrivedWomen' | 'guest' | 'attendance' | 'deposit'>> & { token?: string | null; depositDue?: DoorDepositDue | null };

/** The deposit still due, from the door's list (`depositDue`) or from a reservation's view (`deposit`). */
function depositDueOf(view: DoorGuestSource): DoorDepositDue | null {
  if (view.status !== 'AwaitingPayment') return null;
  if (view.depositDue) return view.depositDue;
  return view.deposit?.state === 'due' ? { amount: view.deposit.amount, dueAt: view.deposit.dueAt } : null;
}

/** The reservation's door fields out of a view (the door's list, an answer, a live push). */
export function doorGuestOf(view: DoorGuestSource, token?: string | null): DoorGuest {
  return {
    _id: view._id,
    uniqueId: view.uniqueId,
    firstName: view.firstName,
    lastName: view.lastName ?? '',
    phone: view.phone ?? '',
    persons: view.persons,
    tableId: view.tableId,
    tableName: view.tableName,
    status: view.status,
    arrivedPersons: view.arrivedPersons ?? null,
    arrivedAt: view.arrivedAt ?? null,
    arrivedBy: view.arrivedBy ?? null,
    arrivedMen: view.arrivedMen ?? null,
    arrivedWomen: view.arrivedWomen ?? null,
    walkIn: view.walkIn ?? false,
    version: view.version,
    token: token ?? view.token ?? null,
    attendance: view.attendance ?? null,
    depositDue: depositDueOf(view),
    ...(view.guest ? { guest: view.guest } : {}),
  };
}

/**
 * A newer copy of a guest replaces the older one (a lower `version` never wins); a guest not in the
 * list joins it. The token is kept when the newer copy comes without one (live pushes carry none).
 */
export function upsertGuest(guests: readonly DoorGuest[], guest: DoorGuest): DoorGuest[] {
  const at = guests.findIndex((known) => known._id === guest._id);
  if (at < 0) return [...guests, guest];
  const known = guests[at];
  if (guest.version < known.version) return [...guests];
  const next = [...guests];
  next[at] = { ...guest, token: guest.token ?? known.token ?? null, ...keptBadge(guest, known) };
  return next;
}

const keptBadge = (newer: DoorGuest, older: DoorGuest) => {
  const guest = newer.guest ?? older.guest;
  return guest ? { guest } : {};
};

export const removeGuest = (guests: readonly DoorGuest[], id: string) => guests.filter((guest) => guest._id !== id);

/**
 * The server's list replaces the stored one, except where the device already holds a newer copy
 * of a guest (an answer or a push that came after the list was read).
 */
export function mergeServerList(stored: readonly DoorGuest[], server: readonly DoorGuest[]): DoorGuest[] {
  const known = new Map(stored.map((guest) => [guest._id, guest]));
  return server.map((guest) => {
    const local = known.get(guest._id);
    return local && local.version > guest.version ? { ...local, token: guest.token ?? local.token ?? null, ...keptBadge(guest, local) } : guest;
  });
}

/** The venue's night that is on now, as the server counts it (contracts' night clock). */
export const venueNight = (now = new Date()): string => nightOf(now);

/** The id a walk-in has on this device until the server has placed it. */
export const localWalkInId = (commandId: string) => `walk-in-${commandId}`;

/** The list as the door sees it: the server's, with this device's waiting commands already applied, in order. */
export function withPending(guests: readonly DoorGuest[], commands: readonly DoorCommand[]): DoorGuest[] {
  let shown = [...guests];
  for (const command of commands) {
    if (command.kind === 'walkIn') {
      shown.push({
        _id: localWalkInId(command.commandId),
        uniqueId: '',
        firstName: command.firstName,
        lastName: command.lastName ?? '',
        phone: command.phone ?? '',
        persons: command.persons,
        tableId: command.tableId,
        tableName: command.tableName,
        status: 'Arrived',
        arrivedPersons: command.persons,
        arrivedAt: command.at,
        arrivedBy: command.by,
        arrivedMen: command.men ?? null,
        arrivedWomen: command.women ?? null,
        walkIn: true,
        version: 0,
        pending: true,
      });
      continue;
    }
    // A list's name is not a reservation (door-list-entries.ts shows it).
    if (command.kind === 'listArrival' || command.kind === 'ticketAdmission') continue;
    shown = shown.map((guest) => (guest._id === command.reservationId ? withCommand(guest, command) : guest));
  }
  return shown;
}

/** A guest as a waiting command of this device leaves them (unchanged when it no longer applies). */
function withCommand(guest: DoorGuest, command: Exclude<DoorCommand, { kind: 'walkIn' | 'listArrival' | 'ticketAdmission' }>): DoorGuest {
  switch (command.kind) {
    case 'arrival':
      if (!mayArrive(guest)) return guest;
      return {
        ...guest,
        status: 'Arrived',
        arrivedPersons: command.persons,
        arrivedMen: command.men ?? null,
        arrivedWomen: command.women ?? null,
        arrivedAt: command.at,
        arrivedBy: command.by,
        pending: true,
      };
    case 'noShow':
      return awaited(guest) ? { ...guest, status: 'NoShow', pending: true } : guest;
    case 'payment':
      // Paid, the reservation is confirmed (the server's answer says so when the venue confirms by hand).
      return owesDeposit(guest) ? { ...guest, status: 'Complete', depositDue: null, pending: true } : guest;
    default: {
      const unknown: never = command;
      throw new Error(`Unknown door command ${JSON.stringify(unknown)}`);
    }
  }
}

/** Still expected first (by table), then those in, then the rest; each group by table name. */
export function doorOrder(guests: readonly DoorGuest[]): DoorGuest[] {
  const rank = (guest: DoorGuest) => (expected(guest) ? 0 : guest.status === 'Arrived' ? 1 : 2);
  const byTable = new Intl.Collator('sr-Latn', { numeric: true, sensitivity: 'base' });
  return [...guests].sort((a, b) => rank(a) - rank(b) || byTable.compare(a.tableName, b.tableName) || byTable.compare(guestName(a), guestName(b)));
}

/** A search's text as the door compares it: lower case, without accents, đ as dj. */
export const folded = (text: string) =>
  text
    .toLocaleLowerCase('sr-Latn')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'dj');
export const digits = (text: string) => text.replace(/\D/g, '');

/** Search by name, phone or reservation number; 'sasa' finds 'Saša', '064 111' finds '+381 64 111 22'. */
export function searchGuests(guests: readonly DoorGuest[], text: string): DoorGuest[] {
  const wanted = folded(text.trim());
  if (!wanted) return [...guests];
  const wantedDigits = digits(wanted);
  const phoneLike = wantedDigits.length >= 3 && /^[\d\s+/().-]+$/.test(wanted);
  return guests.filter((guest) => {
    if (folded(`${guest.firstName} ${guest.lastName} ${guest.uniqueId} ${guest.tableName}`).includes(wanted)) return true;
    const phone = digits(guest.phone);
    return phoneLike && (phone.includes(wantedDigits) || phone.includes(wantedDigits.replace(/^0+/, '')));
  });
}

/** The token of a scanned code, read as the server reads it (docs/door.md). */
export { tokenOfScannedCode as tokenOfCode } from '@izlazak/contracts';

/** HH:mm in Belgrade. */
export function belgradeTime(iso: string): string {
  return new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** 'Marko Petrović, Separe 1: ušli u 23:41 (upisao: Ana)', for a guest who is already in. */
export function alreadyInMessage(guest: Pick<DoorGuest, 'firstName' | 'lastName' | 'tableName' | 'arrivedAt' | 'arrivedBy'>, locale: Locale = DEFAULT_LOCALE): string {
  const who = [`${guest.firstName} ${guest.lastName}`.trim(), guest.tableName].filter(Boolean).join(', ');
  const time = guest.arrivedAt ? belgradeTime(guest.arrivedAt) : '';
  return guest.arrivedBy ? t('door.alreadyInBy', { who, time, by: guest.arrivedBy }, locale) : t('door.alreadyIn', { who, time }, locale);
}

/** The offers that still hold their table at `now`: past `until` the server no longer keeps the table for the offer. */
export const offersHolding = (offered: readonly DoorOfferedTable[], now: Date): DoorOfferedTable[] => offered.filter((offer) => Date.parse(offer.until) > now.getTime());

/**
 * Tables nobody holds tonight (as far as this list knows), for a walk-in of `persons`: no
 * reservation expected or in, and none of the waitlist offers still `holding` it.
 */
export function freeTables(tables: readonly DoorTable[], guests: readonly DoorGuest[], persons = 0, holding: readonly DoorOfferedTable[] = []): DoorTable[] {
  const taken = new Set([...guests.filter(holdsTable).map((guest) => guest.tableId), ...holding.map((offer) => offer.tableId)]);
  return tables.filter((table) => !taken.has(table._id) && (!persons || Number(table.maxPersons) >= persons));
}

/** 'Sto 2 je ponuđen gostu sa liste čekanja do 23:10': the words of the server's refusal for that table. */
export const offeredText = (offer: DoorOfferedTable, locale: Locale = DEFAULT_LOCALE) =>
  t('door.tableOffered', { table: offer.tableName, until: belgradeTime(offer.until) }, locale);

/** What the server's answer to a sent command means for the queue. */
export type SendOutcome =
  /** Applied (or applied before: the same command id). */
  | { kind: 'applied'; reservation: ReservationView }
  /** A list's name let in (or let in before by the same command id). */
  | { kind: 'applied'; entry: GuestListEntryView }
  /** A ticket let in (or let in before by the same command id). */
  | { kind: 'applied'; ticket: TicketView }
  /** The server will never apply it: shown in 'Nije primenjeno'. */
  | { kind: 'refused'; message: string }
  /** Not now (`offline`: no connection or the server is down; else the session ended…): kept and sent again later. */
  | { kind: 'later'; offline: boolean };

/** 4xx answers are the server's last word on a command, except those that may pass on a retry. */
export function outcomeOfStatus(status: number): 'refused' | 'later' {
  if (status === 401 || status === 408 || status === 425 || status === 429) return 'later';
  return status >= 400 && status < 500 ? 'refused' : 'later';
}
