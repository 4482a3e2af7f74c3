import { DEFAULT_LOCALE, t, type GuestListEntryView, type LiveGuestListEntryChange, type Locale, type MessageId, type ReservationView } from '@izlazak/contracts';
import { followLive } from '../../api/live';
import {
  alreadyInMessage,
  doorGuestOf,
  doorOrder,
  mayArrive,
  mergeServerList,
  owesDeposit,
  removeGuest,
  tokenOfCode,
  upsertGuest,
  venueNight,
  withPending,
  type DoorCommand,
  type DoorGuest,
  type DoorOfferedTable,
  type DoorTable,
} from './door-night';
import { listEntryOf, mergeServerEntries, upsertEntry, whyNotIn, withPendingArrivals, type DoorListEntry, type DoorListOfEntry } from './door-list-entries';
import { answered, fetchListEntries, fetchTables, fetchTickets, fetchTonight, messageOf, scanCode, sendCommand, type ScanAnswer } from './door-requests';
import { admittedTicket, mergeServerTickets, upsertTicket, whyTicketNotIn, withPendingAdmissions, type DoorTicket } from './door-tickets';
import * as store from './door-store';

export interface DoorSnapshot {
  night: string;
  /** The device's copy has been read (it may be empty). */
  loaded: boolean;
  /** Tonight's guests with this device's waiting commands applied, awaited first. */
  guests: DoorGuest[];
  /** Tonight's names on the venue's guest lists, with this device's waiting arrivals in. */
  listEntries: DoorListEntry[];
  /** Tonight's tickets of the venue, with this device's waiting admissions in. */
  tickets: DoorTicket[];
  tables: DoorTable[];
  /** The tables waitlist offers held when the list was last read: no walk-in's while the offer lasts. */
  offered: DoorOfferedTable[];
  /** Commands made here that the server has not taken yet. */
  waiting: number;
  refused: store.StoredRefusal[];
  /** The server answers (the browser has a network and the last request got through). */
  online: boolean;
  /** When the server's list was last read onto this device. */
  fetchedAt: string | null;
}

/** What became of a door action: taken by the server, refused by it (with its words), or kept to be sent later. */
export type RecordOutcome = { kind: 'applied' } | { kind: 'refused'; message: string } | { kind: 'queued' };

/** A scanned code: the guest to let in, or why not (with the guest when the code is theirs). */
export type ScanVerdict =
  | { kind: 'guest'; guest: DoorGuest }
  | { kind: 'listEntry'; entry: DoorListEntry }
  | { kind: 'ticket'; ticket: DoorTicket }
  | { kind: 'refused'; message: string; guest?: DoorGuest; ticket?: DoorTicket };

const FLUSH_EVERY_MS = 10_000;
const REFRESH_EVERY_MS = 5 * 60_000;
/** A reservation pushed live comes without its QR token, a waitlist change may hold or free a table: the list is read again shortly after. */
const SOON_REFRESH_DELAY_MS = 1_500;

const SCAN_REFUSALS: Record<number, MessageId> = {
  403: 'door.scan.otherVenue',
  404: 'door.scan.unknownCode',
};

/**
 * One venue's night on this device: the stored list, kept current from the server and its live
 * pushes; door actions are queued on the device first and sent in order, each once (its device-made
 * command id), whenever the server answers. A refused one is kept until the door has seen it.
 */
export class DoorSync {
  private night = venueNight();
  private stored: store.StoredNight;
  private commands: store.QueuedCommand[] = [];
  private refused: store.StoredRefusal[] = [];
  private loaded = false;
  private reachable = true;
  private snapshot: DoorSnapshot;
  private readonly watchers = new Set<() => void>();
  private users = 0;
  private stops: (() => void)[] = [];
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  /** Actions whose maker is waiting for the server's answer (sent at once, while online). */
  private readonly awaitingAnswer = new Map<string, (outcome: RecordOutcome) => void>();
  private soonRefresh: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly clubId: string,
    /** An admin names the venue in the door's requests; its staff and manager are the venue's already. */
    private readonly asAdmin: boolean,
  ) {
    this.stored = { key: store.nightKey(clubId, this.night), clubId, night: this.night, guests: [], tables: [], offered: [], listEntries: [], tickets: [], fetchedAt: null };
    this.snapshot = this.makeSnapshot();
  }

  subscribe = (watcher: () => void) => {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  };

  getSnapshot = () => this.snapshot;

  /** Starts keeping the night (reference counted: the screen may mount twice); answers the stop. */
  start(): () => void {
    this.users += 1;
    if (this.users === 1) this.begin();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.users -= 1;
      if (this.users === 0) this.end();
    };
  }

  private begin() {
    const online = () => {
      this.reachable = true;
      this.changed();
      void this.flush().then(() => this.refresh());
    };
    const offline = () => this.changed();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const flushTimer = setInterval(() => {
      if (this.commands.length > 0 && navigator.onLine) void this.flush();
      else if (!this.reachable && navigator.onLine) void this.refresh();
    }, FLUSH_EVERY_MS);
    const refreshTimer = setInterval(() => void this.refresh(), REFRESH_EVERY_MS);
    const unfollow = followLive((message) => {
      if (message.type === 'refetch') void this.refresh();
      else if (message.type === 'reservation' && message.reservation.clubId === this.clubId) void this.applyPush(message.reservation, message.deleted);
      else if (message.type === 'waitlist-entry' && message.entry.clubId === this.clubId && message.entry.night === this.night) this.refreshSoon();
      else if (message.type === 'guest-list-entry' && message.list.clubId === this.clubId && message.list.night === this.night) void this.applyListPush(message);
      else if (message.type === 'ticket' && message.ticket.clubId === this.clubId && message.ticket.night === this.night) void this.keepTicket(message.ticket);
    });
    this.stops = [
      () => window.removeEventListener('online', online),
      () => window.removeEventListener('offline', offline),
      () => clearInterval(flushTimer),
      () => clearInterval(refreshTimer),
      unfollow,
    ];
    void this.load();
  }

  private end() {
    this.stops.forEach((stop) => stop());
    this.stops = [];
    if (this.soonRefresh) clearTimeout(this.soonRefresh);
  }

  private async load() {
    await this.readDevice();
    this.loaded = true;
    this.changed();
    void store.forgetOldNights(this.clubId, this.night).catch(() => undefined);
    await this.flush();
    await this.refresh();
  }

  private async readDevice() {
    const [stored, commands, refused] = await Promise.all([store.readNight(this.clubId, this.night), store.waitingCommands(this.clubId), store.refusals(this.clubId)]);
    this.stored = stored;
    this.commands = commands;
    this.refused = refused;
  }

  /** Reads tonight's list and the tables from the server onto the device. */
  async refresh(): Promise<void> {
    const list = await fetchTonight(this.asAdmin ? this.clubId : null);
    if (!answered(list)) {
      this.setReachable(false);
      if (venueNight() !== this.night) await this.turnTo(venueNight());
      return;
    }
    this.setReachable(true);
    if (list.status !== 200 || !list.body) return;
    // The server's night wins over the phone's clock.
    const { night, guests, offered } = list.body;
    if (night !== this.night) await this.turnTo(night);
    const [tables, listEntries, tickets] = await Promise.all([
      fetchTables(this.clubId, night),
      fetchListEntries(this.clubId, night),
      fetchTickets(this.asAdmin ? this.clubId : null),
    ]);
    const ticketsOfNight = tickets.body && tickets.body.night === night ? tickets.body.tickets : null;
    this.stored = await store.changeNight(this.clubId, night, (stored) => ({
      ...stored,
      guests: mergeServerList(stored.guests, guests),
      listEntries: listEntries.body ? mergeServerEntries(stored.listEntries ?? [], listEntries.body) : stored.listEntries,
      tickets: ticketsOfNight ? mergeServerTickets(stored.tickets ?? [], ticketsOfNight) : stored.tickets,
      tables: tables.body ?? stored.tables,
      offered,
      fetchedAt: new Date().toISOString(),
    }));
    this.changed();
  }

  /** The night changed (06:00 in Belgrade): the device's list of the new one. */
  private async turnTo(night: string) {
    this.night = night;
    await this.readDevice();
    this.changed();
  }

  private async applyPush(reservation: ReservationView, deleted: boolean) {
    const belongs = !deleted && reservation.date === this.night;
    const known = this.stored.guests.find((guest) => guest._id === reservation._id);
    if (known ? known.version >= reservation.version : !belongs) return;
    this.stored = await store.changeNight(this.clubId, this.night, (stored) => ({
      ...stored,
      guests: belongs ? upsertGuest(stored.guests, doorGuestOf(reservation)) : removeGuest(stored.guests, reservation._id),
    }));
    this.changed();
    if (!known && belongs) this.refreshSoon();
  }

  /** Another door phone let a name in, or a name signed up: the device's list takes it (an arrival is never taken back by it). */
  private async applyListPush({ entry, list }: LiveGuestListEntryChange) {
    const { _id, name, benefit, closesAt, closesAtInstant } = list;
    this.stored = await store.changeNight(this.clubId, this.night, (stored) => ({
      ...stored,
      listEntries: upsertEntry(stored.listEntries ?? [], listEntryOf(entry, { _id, name, benefit, closesAt, closesAtInstant })),
    }));
    this.changed();
  }

  private refreshSoon() {
    if (this.soonRefresh) clearTimeout(this.soonRefresh);
    this.soonRefresh = setTimeout(() => {
      this.soonRefresh = null;
      void this.refresh();
    }, SOON_REFRESH_DELAY_MS);
  }

  /**
   * A door action: kept on the device first and shown at once; then, while the server answers, sent
   * and answered (taken, or refused with its words); without a connection it waits in the queue.
   */
  async record(command: DoorCommand): Promise<RecordOutcome> {
    const queued = await store.enqueue(command);
    this.commands = [...this.commands, queued];
    this.changed();
    if (!this.online()) return { kind: 'queued' };
    const outcome = new Promise<RecordOutcome>((resolve) => this.awaitingAnswer.set(command.commandId, resolve));
    void this.flush();
    return outcome;
  }

  /** Sends the waiting commands in order, one at a time; stops at the first that cannot be sent now. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = this.sendWaiting()
      .catch(() => undefined)
      .finally(() => {
        this.flushing = null;
        // A command recorded just as the last round ended goes out now, not with the next timer.
        if (this.flushAgain && this.online()) void this.flush();
        else this.answerAwaiting({ kind: 'queued' });
      });
    return this.flushing;
  }

  private async sendWaiting() {
    do {
      this.flushAgain = false;
      this.commands = await store.waitingCommands(this.clubId);
      for (const command of this.commands) {
        const outcome = await sendCommand(command);
        if (outcome.kind === 'later') {
          if (outcome.offline) this.setReachable(false);
          this.flushAgain = false;
          return;
        }
        this.reachable = true;
        const answer = this.awaitingAnswer.get(command.commandId);
        this.awaitingAnswer.delete(command.commandId);
        if (outcome.kind === 'applied' && 'ticket' in outcome) {
          const ticket =
            command.kind === 'ticketAdmission'
              ? admittedTicket(
                  this.stored.tickets?.find((known) => known._id === command.ticketId),
                  outcome.ticket,
                  command,
                )
              : null;
          await store.ticketAdmissionApplied(command, ticket);
          if (ticket && command.night === this.night) this.stored = { ...this.stored, tickets: upsertTicket(this.stored.tickets ?? [], ticket) };
          answer?.({ kind: 'applied' });
        } else if (outcome.kind === 'applied' && 'entry' in outcome) {
          const entry = this.entryOfAnswer(outcome.entry);
          await store.listArrivalApplied(command, entry);
          if (command.night === this.night) this.stored = { ...this.stored, listEntries: upsertEntry(this.stored.listEntries ?? [], entry) };
          answer?.({ kind: 'applied' });
        } else if (outcome.kind === 'applied' && 'reservation' in outcome) {
          await store.commandApplied(command, outcome.reservation);
          const guest = doorGuestOf(outcome.reservation);
          this.stored = { ...this.stored, guests: command.night === this.night ? upsertGuest(this.stored.guests, guest) : this.stored.guests };
          answer?.({ kind: 'applied' });
        } else {
          const refusal = { commandId: command.commandId, kind: command.kind, guestName: command.guestName, message: outcome.message, at: new Date().toISOString() };
          // Whoever is waiting for the answer sees it at once; one that waited in the queue is kept to be seen.
          await store.commandRefused(command, answer ? null : refusal);
          if (!answer) this.refused = [...this.refused, { ...refusal, clubId: command.clubId }];
          answer?.({ kind: 'refused', message: outcome.message });
        }
        this.commands = this.commands.filter((waiting) => waiting.seq !== command.seq);
        this.changed();
      }
    } while (this.flushAgain);
  }

  private answerAwaiting(outcome: RecordOutcome) {
    for (const answer of this.awaitingAnswer.values()) answer(outcome);
    this.awaitingAnswer.clear();
  }

  async dismissRefusal(commandId: string): Promise<void> {
    await store.dismissRefusal(commandId);
    this.refused = this.refused.filter((refusal) => refusal.commandId !== commandId);
    this.changed();
  }

  /**
   * A scanned code. Online the server decides (its venue, its night, already in); without an answer
   * the code's token is looked up in the device's list.
   */
  async scan(code: string, locale: Locale = DEFAULT_LOCALE): Promise<ScanVerdict> {
    if (this.online()) {
      const answer = await scanCode(code);
      if (answered(answer) && answer.status !== null && answer.status < 500) {
        this.setReachable(true);
        const listVerdict = (await this.ticketScan(answer, locale)) ?? (await this.listScan(answer, locale));
        if (listVerdict) return listVerdict;
        const body = answer.body;
        const reservation = body && ('_id' in body ? body : 'reservation' in body ? body.reservation : undefined);
        // An admin may scan any venue's code: the door screen is one venue's.
        if (reservation && reservation.clubId !== this.clubId) return { kind: 'refused', message: t('door.scan.otherVenue', undefined, locale) };
        const guest = reservation ? await this.keepAnswer(reservation, tokenOfCode(code)) : undefined;
        if (answer.status === 200 && guest)
          return mayArrive(guest) || owesDeposit(guest) ? { kind: 'guest', guest } : { kind: 'refused', message: this.whyNot(guest, locale), guest };
        return { kind: 'refused', message: messageOf(answer, t(SCAN_REFUSALS[answer.status] ?? 'door.scan.refused', undefined, locale)), guest };
      }
      if (!answered(answer)) this.setReachable(false);
    }
    const token = tokenOfCode(code);
    const ticket = this.snapshot.tickets.find((known) => known.token === token);
    if (ticket) {
      const why = whyTicketNotIn(ticket, locale);
      return why ? { kind: 'refused', message: why, ticket } : { kind: 'ticket', ticket };
    }
    const entry = this.snapshot.listEntries.find((known) => known.code === token);
    if (entry) {
      const why = whyNotIn(entry, new Date(), locale);
      return why ? { kind: 'refused', message: why } : { kind: 'listEntry', entry };
    }
    const guest = this.snapshot.guests.find((known) => known.token && known.token === token);
    if (!guest) return { kind: 'refused', message: t('door.scan.notOnList', undefined, locale) };
    return mayArrive(guest) || owesDeposit(guest) ? { kind: 'guest', guest } : { kind: 'refused', message: this.whyNot(guest, locale), guest };
  }

  /** The server's answer for a list's name (let in, or refused in its words), kept on the device; null for anything else. */
  private async listScan(answer: ScanAnswer, locale: Locale): Promise<ScanVerdict | null> {
    const body = answer.body;
    if (!body || !('entry' in body) || !body.entry) return null;
    const { clubId, night: _night, ...list } = body.list;
    // An admin may scan any venue's code: the door screen is one venue's.
    if (clubId !== this.clubId) return { kind: 'refused', message: t('door.scan.otherVenue', undefined, locale) };
    const known = this.stored.listEntries?.find((entry) => entry._id === body.entry._id);
    const entry = listEntryOf(body.entry, { ...known?.list, ...list });
    if (known || answer.status === 200) await this.keepEntry(entry);
    if (answer.status === 200) return { kind: 'listEntry', entry: this.snapshot.listEntries.find((shown) => shown._id === entry._id) ?? entry };
    return { kind: 'refused', message: messageOf(answer, t('door.scan.refused', undefined, locale)) };
  }

  /** The server's answer for a ticket (let in, or refused in its words: used, another night's, passed on), kept on the device; null for anything else. */
  private async ticketScan(answer: ScanAnswer, locale: Locale): Promise<ScanVerdict | null> {
    const body = answer.body;
    if (!body || !('ticket' in body) || !body.ticket) return null;
    // An admin may scan any venue's code: the door screen is one venue's.
    if (body.ticket.clubId !== this.clubId) return { kind: 'refused', message: t('door.scan.otherVenue', undefined, locale) };
    if (body.ticket.night === this.night) await this.keepTicket(body.ticket);
    const ticket = this.snapshot.tickets.find((shown) => shown._id === body.ticket._id) ?? body.ticket;
    if (answer.status === 200) return { kind: 'ticket', ticket };
    return { kind: 'refused', message: messageOf(answer, t('door.scan.refused', undefined, locale)), ticket };
  }

  /** A ticket the server answered with or pushed: the device's copy takes it (an admission is never taken back). */
  private async keepTicket(ticket: DoorTicket) {
    this.stored = await store.changeNight(this.clubId, this.night, (stored) => ({ ...stored, tickets: upsertTicket(stored.tickets ?? [], ticket) }));
    this.changed();
  }

  private async keepEntry(entry: DoorListEntry) {
    this.stored = await store.changeNight(this.clubId, this.night, (stored) => ({ ...stored, listEntries: upsertEntry(stored.listEntries ?? [], entry) }));
    this.changed();
  }

  /** A list's name the server answered with, with what the device knows of its list. */
  private entryOfAnswer(entry: GuestListEntryView): DoorListEntry {
    const list: DoorListOfEntry = this.stored.listEntries?.find((known) => known.listId === entry.listId)?.list ?? { _id: entry.listId, name: '', benefit: '', closesAt: '' };
    return listEntryOf(entry, list);
  }

  private whyNot(guest: DoorGuest, locale: Locale): string {
    return guest.status === 'Arrived' ? alreadyInMessage(guest, locale) : t('door.scan.notActive', undefined, locale);
  }

  /** A reservation the server just answered with goes into tonight's list (when it is tonight's). */
  private async keepAnswer(reservation: ReservationView, token: string): Promise<DoorGuest> {
    const guest = doorGuestOf(reservation, token);
    if (reservation.date === this.night && reservation.clubId === this.clubId) {
      this.stored = await store.changeNight(this.clubId, this.night, (stored) => ({ ...stored, guests: upsertGuest(stored.guests, guest) }));
      this.changed();
    }
    return this.snapshot.guests.find((known) => known._id === guest._id) ?? guest;
  }

  private online() {
    return navigator.onLine && this.reachable;
  }

  private setReachable(reachable: boolean) {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    this.changed();
  }

  private changed() {
    this.snapshot = this.makeSnapshot();
    this.watchers.forEach((watcher) => watcher());
  }

  private makeSnapshot(): DoorSnapshot {
    const tonight = this.commands.filter((command) => command.night === this.night);
    return {
      night: this.night,
      loaded: this.loaded,
      guests: doorOrder(withPending(this.stored.guests, tonight)),
      listEntries: withPendingArrivals(this.stored.listEntries ?? [], tonight),
      tickets: withPendingAdmissions(this.stored.tickets ?? [], tonight),
      tables: this.stored.tables,
      offered: this.stored.offered ?? [],
      waiting: this.commands.length,
      refused: this.refused,
      online: this.online(),
      fetchedAt: this.stored.fetchedAt,
    };
  }
}

const nights = new Map<string, DoorSync>();

/** The one DoorSync of a venue on this page (a remount reuses it, so nothing is sent twice). */
export function doorSyncOf(clubId: string, asAdmin: boolean): DoorSync {
  const key = `${clubId}|${asAdmin}`;
  let sync = nights.get(key);
  if (!sync) {
    sync = new DoorSync(clubId, asAdmin);
    nights.set(key, sync);
  }
  return sync;
}
