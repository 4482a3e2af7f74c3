import { DEFAULT_LOCALE, t, type DoorTicketView, type Locale, type TicketView } from '@izlazak/contracts';
import { belgradeTime, folded, type DoorCommand } from './door-night';

/**
 * Tonight's tickets at the door, as the device keeps them (GET /api/door/tickets): each with the
 * token its QR code carries, so a scan is matched without signal. Pure: no storage, no clock, no network.
 */

export type DoorTicket = DoorTicketView & {
  /** Let in on this device, not yet taken by the server. */
  pending?: boolean;
};

export type TicketAdmissionCommand = Extract<DoorCommand, { kind: 'ticketAdmission' }>;

export const holderName = (ticket: Pick<DoorTicket, 'holder'>) => `${ticket.holder.firstName} ${ticket.holder.lastName}`.trim();

/** A ticket that no longer opens the door (passed on, or refunded): it stays so whatever an older copy says. */
const gone = (ticket: Pick<DoorTicket, 'status'>) => (ticket.status === 'transferred' || ticket.status === 'refunded' ? ticket.status : null);

/** An admission is never taken back by an older copy of the ticket; a double entry once seen stays. */
export function upsertTicket(tickets: readonly DoorTicket[], ticket: DoorTicket): DoorTicket[] {
  const at = tickets.findIndex((known) => known._id === ticket._id);
  if (at < 0) return [...tickets, ticket];
  const known = tickets[at];
  const next = [...tickets];
  next[at] = {
    ...ticket,
    status: gone(known) ?? gone(ticket) ?? (ticket.admittedAt || known.admittedAt ? 'admitted' : ticket.status),
    admittedAt: ticket.admittedAt ?? known.admittedAt,
    admittedBy: ticket.admittedAt ? ticket.admittedBy : known.admittedBy,
    doubleEntries: ticket.doubleEntries.length >= known.doubleEntries.length ? ticket.doubleEntries : known.doubleEntries,
  };
  return next;
}

/** The server's tickets replace the stored ones; what the device learnt after the read stays. */
export function mergeServerTickets(stored: readonly DoorTicket[], server: readonly DoorTicket[]): DoorTicket[] {
  const known = new Map(stored.map((ticket) => [ticket._id, ticket]));
  return server.map((ticket) => {
    const local = known.get(ticket._id);
    return local ? upsertTicket([local], ticket)[0] : ticket;
  });
}

/** An answer of POST /api/tickets/{id}/admission into a door ticket the device knows. */
export function admittedTicket(known: DoorTicket | undefined, answer: TicketView, command: TicketAdmissionCommand): DoorTicket | null {
  if (!known) return null;
  return { ...known, status: answer.status, admittedAt: known.admittedAt ?? command.at, admittedBy: known.admittedBy ?? command.by, pending: false };
}

/** The tickets as the door sees them: with this device's waiting admissions already in. */
export function withPendingAdmissions(tickets: readonly DoorTicket[], commands: readonly DoorCommand[]): DoorTicket[] {
  const waiting = new Map(commands.filter((command): command is TicketAdmissionCommand => command.kind === 'ticketAdmission').map((command) => [command.ticketId, command]));
  return tickets.map((ticket) => {
    const command = waiting.get(ticket._id);
    if (!command || ticket.admittedAt) return ticket;
    return { ...ticket, status: 'admitted', admittedAt: command.at, admittedBy: command.by, pending: true };
  });
}

/** Why the door may not let this ticket in ('Ulaznica iskorišćena u 23:41, Marko', passed on), or null. */
export function whyTicketNotIn(ticket: DoorTicket, locale: Locale = DEFAULT_LOCALE): string | null {
  if (ticket.status === 'transferred') return t('tickets.transferredAway', undefined, locale);
  if (ticket.status === 'refunded') return t('tickets.refundedTicket', undefined, locale);
  if (ticket.admittedAt) {
    const time = belgradeTime(ticket.admittedAt);
    return ticket.admittedBy ? t('tickets.alreadyUsedBy', { time, by: ticket.admittedBy }, locale) : t('tickets.alreadyUsed', { time }, locale);
  }
  return null;
}

/** 'Dvostruki ulaz: ulaznica iskorišćena u 23:52, Jelena, i ponovo u 23:50, Marko' for each double entry of a ticket. */
export const doubleEntryTexts = (ticket: Pick<DoorTicket, 'doubleEntries'>, locale: Locale = DEFAULT_LOCALE) =>
  ticket.doubleEntries.map((entry) =>
    t('tickets.doubleEntry', { firstTime: belgradeTime(entry.firstAt), firstBy: entry.firstBy, secondTime: belgradeTime(entry.secondAt), secondBy: entry.secondBy }, locale),
  );

/** Tickets in: admitted ones (a passed-on ticket's old copy is not one). */
export const ticketsIn = (tickets: readonly DoorTicket[]) => tickets.filter((ticket) => ticket.status !== 'transferred' && ticket.admittedAt).length;

/** Tickets of tonight that may still come in (not passed on, not refunded). */
export const ticketsOfNight = (tickets: readonly DoorTicket[]) => tickets.filter((ticket) => !gone(ticket)).length;

/** Tickets matching a search by the holder's name; nothing for an empty search. */
export function searchTickets(tickets: readonly DoorTicket[], text: string): DoorTicket[] {
  const wanted = folded(text.trim());
  if (!wanted) return [];
  return tickets.filter((ticket) => ticket.status !== 'transferred' && folded(holderName(ticket)).includes(wanted));
}
