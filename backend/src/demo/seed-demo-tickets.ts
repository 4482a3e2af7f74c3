import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { TicketOrderInput, TicketTierInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { comparePositions, type GlobalPosition } from '#platform/event-store/event-store.port';
import { addDays, tonight } from '../modules/events/domain/venue-night';
import { AdmitTicketCommand } from '../modules/tickets/commands/admit-ticket/admit-ticket.command';
import { PayTicketOrderCommand } from '../modules/tickets/commands/pay-order/pay-order.command';
import { PlaceTicketOrderCommand } from '../modules/tickets/commands/place-order/place-order.command';
import { RefundTicketOrderCommand } from '../modules/tickets/commands/refund-order/refund-order.command';
import { SetTicketTiersCommand } from '../modules/tickets/commands/set-tiers/set-tiers.command';
import type { ReadModelsAt } from './seed-demo';

/** An event the demo published (seed-demo-events.ts), as the tickets need it. */
export interface PublishedDemoEvent {
  eventId: string;
  slug: string;
  /** yyyy-MM-dd */
  night: string;
  /** The event form's 'Cena ulaznice', in RSD. */
  ticketPrice: number;
}

/** The venues whose terms name a payment account (seed-demo-terms.ts): their events sell paid tickets. */
const SELLING_VENUES = new Set(['ponoc', 'talas']);
/** Tonight and the coming week: a manager logging in on any day sees a sale under way. */
const SELLING_NIGHTS = 7;

const BUYERS = [
  ['Miloš', 'Grujić'],
  ['Dragana', 'Lukić'],
  ['Petar', 'Radović'],
  ['Nevena', 'Mitrović'],
  ['Đorđe', 'Babić'],
  ['Isidora', 'Živković'],
  ['Vladimir', 'Cvetković'],
  ['Marija', 'Stevanović'],
  ['Andrija', 'Milenković'],
  ['Tijana', 'Đurić'],
  ['Relja', 'Pešić'],
  ['Ksenija', 'Antić'],
] as const;

/** The venue's door at the demo, as at the reservations and the lists (an admin's hand, first name Marko). */
const DOOR: AuthenticatedUser = { id: 'demo-door', sessionId: 'demo', role: 'admin', clubId: null, email: '', firstName: 'Marko' };

/**
 * What each demo sale looks like: a paid night has an Early bird that sold out, the Regular wave it
 * opened on sale and a VIP tier; a free night one free ticket. Each order is `[tier, quantity, paid]`
 * (a paid order's money taken at the venue; the rest await their IPS QR payment).
 */
const PAID_TIERS = (price: number): TicketTierInput[] => [
  { name: 'Early bird', price: Math.max(100, Math.round((price * 0.7) / 100) * 100), capacity: 12, maxPerOrder: 4 },
  { name: 'Regular', price, capacity: 150, maxPerOrder: 6, opensAfter: 'Early bird' },
  { name: 'VIP', price: price * 3, capacity: 20, maxPerOrder: 2 },
];
const PAID_ORDERS: Array<[tier: number, quantity: number, paid: boolean]> = [
  [0, 4, true],
  [0, 4, true],
  [0, 4, true],
  [1, 3, true],
  [2, 2, true],
  [1, 2, false],
  [2, 1, false],
];
/** The tier of the order each selling venue refunds (VIP), on a night other than tonight's: no ticket of it is in. */
const REFUNDED_TIER = 2;
const FREE_TIERS: TicketTierInput[] = [{ name: 'Besplatna ulaznica', price: 0, capacity: 80, maxPerOrder: 4 }];
const FREE_ORDERS: Array<[tier: number, quantity: number, paid: boolean]> = [
  [0, 2, true],
  [0, 3, true],
  [0, 2, true],
];

/**
 * Tickets for the demo events of the venues that take payments, tonight and the coming week,
 * through the same commands as the dashboard's 'Ulaznice' and the public order form: the tiers,
 * orders (most paid at the venue, a few awaiting their payment), one paid order per venue refunded
 * (owed back until 'Vraćeno'), and on tonight's events the first tickets let in at the door. Paying and admitting find an order by the read model, so they wait
 * for it to show the orders.
 */
export async function seedDemoTickets(commandBus: CommandBus, events: PublishedDemoEvent[], readModelsAt: ReadModelsAt, now = new Date()): Promise<GlobalPosition | null> {
  let last: GlobalPosition | null = null;
  const run = async (command: object) => {
    const outcome = await commandBus.execute<object, CommandOutcome>(command).catch(() => null);
    if (outcome?.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
    return outcome;
  };
  const current = tonight(now);
  const selling = events.filter((event) => SELLING_VENUES.has(event.slug) && event.night >= current && event.night < addDays(current, SELLING_NIGHTS));
  const toPay: string[] = [];
  const toAdmit: string[] = [];
  /** The tickets each paid order was issued: a free one's at its placement, a paid one's when its payment is taken. */
  const ticketsOf = new Map<string, string[]>();
  /** Per venue, the paid VIP order of its last paid night this week: the venue takes it back, so 'Povraćaji' owes one. */
  const toRefund = new Map<string, string>();
  let buyer = 0;
  for (const event of selling) {
    const free = event.ticketPrice <= 0;
    const tiers = free ? FREE_TIERS : PAID_TIERS(event.ticketPrice);
    const set = await run(new SetTicketTiersCommand(event.eventId, { tiers }, DOOR, systemContext(randomUUID())));
    const tierIds = set ? tierIdsOf(set) : null;
    if (!tierIds) continue;
    for (const [tier, quantity, paid] of free ? FREE_ORDERS : PAID_ORDERS) {
      const [firstName, lastName] = BUYERS[buyer++ % BUYERS.length];
      const orderId = randomUUID();
      const input: TicketOrderInput = {
        eventId: event.eventId,
        tierId: tierIds[tier],
        quantity,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@primer.rs`,
        phone: `+381 6${buyer % 7} ${String(3000000 + buyer * 7127).slice(0, 7)}`,
        locale: 'sr-Latn',
      };
      const placed = await run(new PlaceTicketOrderCommand(orderId, input, { ...systemContext(randomUUID()), actor: 'anonymous' as const }));
      if (!placed) continue;
      if (free) ticketsOf.set(orderId, issuedTickets(placed));
      else if (paid) toPay.push(orderId);
      if (!free && paid && tier === REFUNDED_TIER && event.night !== current) toRefund.set(event.slug, orderId);
      if (paid && event.night === current) toAdmit.push(orderId);
    }
  }
  // Paying and admitting find the order and the ticket by the read model.
  const placedAt: GlobalPosition | null = last;
  if ((toPay.length === 0 && toAdmit.length === 0) || !placedAt || !(await readModelsAt(placedAt, ['tickets']))) return last;
  for (const orderId of toPay) {
    const paid = await run(new PayTicketOrderCommand(orderId, { amount: null, lineId: null }, DOOR, systemContext(randomUUID())));
    if (paid) ticketsOf.set(orderId, issuedTickets(paid));
  }
  // Paid at the venue, so no account is known: the screen says to ask the buyer for one.
  for (const orderId of toRefund.values()) await run(new RefundTicketOrderCommand(orderId, DOOR, systemContext(randomUUID())));
  const paidAt: GlobalPosition | null = last;
  if (toAdmit.length === 0 || !paidAt || !(await readModelsAt(paidAt, ['tickets']))) return last;
  // Tonight the first few orders are in: each of their tickets scanned once.
  for (const orderId of toAdmit.slice(0, 5)) {
    for (const ticketId of ticketsOf.get(orderId) ?? []) {
      await run(new AdmitTicketCommand(ticketId, { commandId: `demo-${ticketId}` }, DOOR, systemContext(randomUUID())));
    }
  }
  return last;
}

/** The tier ids the tiers' event gave, in the list's order. */
function tierIdsOf(outcome: CommandOutcome): string[] | null {
  const set = outcome.events.find((event) => event.type === 'TicketTiersSet');
  const tiers = (set?.data as { tiers?: Array<{ tierId: string }> } | undefined)?.tiers;
  return tiers ? tiers.map((tier) => tier.tierId) : null;
}

/** The tickets a payment issued. */
function issuedTickets(outcome: CommandOutcome): string[] {
  const paid = outcome.events.find((event) => event.type === 'TicketOrderPaid');
  return ((paid?.data as { tickets?: Array<{ ticketId: string }> } | undefined)?.tickets ?? []).map((ticket) => ticket.ticketId);
}
