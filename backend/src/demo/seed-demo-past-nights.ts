import { randomUUID } from 'node:crypto';
import type { ReservationTermsView } from '@izlazak/contracts';
import { systemContext } from '#platform/commands/command-context';
import { comparePositions, type EventStore, type GlobalPosition, type NewDomainEvent } from '#platform/event-store/event-store.port';
import { newUniqueId } from '#platform/ids/unique-id';
import { addDays, belgradeInstant, tonight } from '../modules/events/domain/venue-night';
import { menuStream, type MenuItemAdded } from '../modules/menu/domain/menu/menu.events';
import {
  decideTableNight,
  evolveTableNight,
  initialTableNightState,
  tableNightStream,
  type BookingFacts,
  type SpendLine,
  type TableNightCommand,
  type TableNightEvent,
  type TableNightState,
} from '../modules/reservations/domain/table-night';
import { placement } from '../modules/reservations/commands/placement';
import type { SeededDemoVenue } from './seed-demo-venues';

/** How far back the reports have nights to show, and at which venues. */
const PAST_NIGHTS = 30;
const VENUES_WITH_A_PAST = ['ponoc', 'talas'];
/** Booths and VIP tables come with a minimum spend. */
const BOOTH_AREAS = new Set(['Separe', 'VIP']);
const BOOTH_MINIMUM = 20000;

const GUESTS = [
  ['Ivana', 'Ristić'],
  ['Dušan', 'Kostić'],
  ['Maja', 'Vasić'],
  ['Bojan', 'Obradović'],
  ['Tamara', 'Mitić'],
  ['Nemanja', 'Perić'],
] as const;
const DOOR = { byName: 'Marko' };
/** What became of each of a night's reservations, in turn: most came and spent, some never did. */
const FATES = ['spent', 'spent', 'noShow', 'spent', 'arrived', 'spent'] as const;
/** Arrival times through the night, Belgrade time. */
const ARRIVALS = ['22:15', '23:05', '23:40', '00:20', '00:55', '01:30'];

/** What a booth had, item by item from the venue's menu: a bottle with mixers and energy drinks. */
const BOOTH_ORDER = { bottle: 'Absolut 0,7 + 4 soka', drink: 'Red Bull 0,25' };

const boothTerms = (area: string): ReservationTermsView => ({
  minimumSpend: BOOTH_MINIMUM,
  package: 'Flaša + 4 energetska pića',
  deposit: 0,
  freeCancelHours: 24,
  lateCancel: 'refund',
  noShow: 'refund',
  scope: { zone: area, tableId: null, night: null, eventId: null },
});

/** A few reservations a night, more on Fridays and Saturdays (few, so the demo's first start stays quick). */
const reservationsOn = (night: string) => ([5, 6].includes(new Date(`${night}T12:00:00Z`).getUTCDay()) ? 4 : 2);

/** The instant of a time of the night: hours before noon are the next morning. */
const atNight = (night: string, time: string) => belgradeInstant(Number(time.slice(0, 2)) < 12 ? addDays(night, 1) : night, time).toISOString();

/**
 * A month of past nights at two demo venues, so 'Izveštaji' has something to show: reservations
 * placed days before, arrived with a spend (booths against their minimum), a no-show now and then.
 * Past nights cannot be booked through the commands (they refuse a night that is over), so each
 * reservation's events are decided by the table-night's own decider as of that night and appended
 * at once, dated when they happened. The guests booked by phone: no e-mail, so no mail goes out.
 */
export async function seedDemoPastNights(store: EventStore, venues: SeededDemoVenue[], now = new Date()): Promise<GlobalPosition | null> {
  let last: GlobalPosition | null = null;
  const context = systemContext(randomUUID());
  let guestIndex = 0;
  for (const venue of venues.filter((v) => VENUES_WITH_A_PAST.includes(v.slug))) {
    const menu = await menuItemsByName(store, venue.clubId);
    for (let day = PAST_NIGHTS; day >= 1; day--) {
      const night = addDays(tonight(now), -day);
      const count = Math.min(reservationsOn(night), venue.tables.length);
      for (let i = 0; i < count; i++) {
        const table = venue.tables[(i * 2 + day) % venue.tables.length];
        const [firstName, lastName] = GUESTS[guestIndex++ % GUESTS.length];
        const persons = Math.min(Number(table.maxPersons), 2 + ((i + day) % 5));
        const fate = FATES[(i + day) % FATES.length];
        const booth = BOOTH_AREAS.has(table.area);
        const facts: BookingFacts = {
          venue: { exists: true, approved: true, name: venue.name, email: '', openOnNight: true },
          table: { exists: true, clubId: venue.clubId, name: table.name, maxPersons: Number(table.maxPersons) },
          event: null,
          tonight: night,
        };
        const reservationId = randomUUID();
        const placedAt = new Date(Date.parse(atNight(night, '14:00')) - ((i + day) % 4) * 86_400_000);
        const arrivedAt = atNight(night, ARRIVALS[(i + day) % ARRIVALS.length]);
        const spend = booth ? BOOTH_MINIMUM + ((i * 7 + day * 3) % 9) * 2500 - 5000 : 4000 + ((i * 5 + day) % 8) * 1500;
        const steps: [TableNightCommand, string][] = [
          [
            placement(
              { now: () => placedAt },
              {
                actor: context.actor,
                reservationId,
                uniqueId: newUniqueId(),
                clubId: venue.clubId,
                tableId: table.tableId,
                night,
                persons,
                guest: { firstName, lastName, phone: `+381 63 ${String(4000000 + guestIndex * 7331).slice(0, 7)}`, email: '' },
                facts,
                ...(booth ? { terms: boothTerms(table.area) } : {}),
              },
            ),
            placedAt.toISOString(),
          ],
          ...(fate === 'noShow'
            ? [[{ type: 'RecordNoShow', actor: context.actor, reservationId, released: false, tonight: night }, atNight(night, '01:00')] as [TableNightCommand, string]]
            : [
                [{ type: 'RecordArrival', actor: context.actor, reservationId, persons: Math.max(1, persons - (i % 2)), at: arrivedAt, tonight: night, ...DOOR }, arrivedAt] as [
                  TableNightCommand,
                  string,
                ],
              ]),
          ...(fate === 'spent'
            ? [
                [
                  {
                    type: 'RecordSpend',
                    actor: context.actor,
                    reservationId,
                    ...spendOf(booth ? boothOrder(menu, i + day) : null, spend),
                    at: atNight(night, '03:30'),
                    tonight: night,
                    ...DOOR,
                  },
                  atNight(night, '03:30'),
                ] as [TableNightCommand, string],
              ]
            : []),
        ];
        const position = await appendDecided(store, tableNightStream(table.tableId, night), steps, context);
        if (position && (!last || comparePositions(position, last) > 0)) last = position;
      }
    }
  }
  return last;
}

/** Decides each step on the state the earlier ones left, and appends them all, dated each when it happened. */
async function appendDecided(store: EventStore, streamId: string, steps: [TableNightCommand, string][], context: ReturnType<typeof systemContext>): Promise<GlobalPosition | null> {
  let state: TableNightState = initialTableNightState();
  const events: NewDomainEvent[] = [];
  for (const [command, at] of steps) {
    const decided: TableNightEvent[] = decideTableNight(command, state);
    for (const event of decided) {
      state = evolveTableNight(state, event);
      events.push({
        type: event.type,
        data: event.data,
        metadata: { eventId: randomUUID(), occurredAt: at, actor: context.actor, correlationId: context.correlationId, causationId: context.causationId, schemaVersion: 1 },
      });
    }
  }
  // Another start seeding the same table and night at once finds it taken and leaves it.
  const appended = await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' }).catch(() => null);
  return appended?.position ?? null;
}

/** A venue's menu items by name, from its menu stream (the read models are not running yet while the demo is seeded). */
async function menuItemsByName(store: EventStore, clubId: string): Promise<Map<string, SpendLine['onMenu'] & { itemId: string }>> {
  const items = new Map<string, SpendLine['onMenu'] & { itemId: string }>();
  for await (const event of store.readStream(menuStream(clubId))) {
    if (event.type !== 'MenuItemAdded') continue;
    const { itemId, name, price } = event.data as MenuItemAdded['data'];
    items.set(name, { itemId, clubId, name, price });
  }
  return items;
}

/** A booth's night from the menu: one or two bottles and a few energy drinks (null when the menu has neither). */
function boothOrder(menu: Awaited<ReturnType<typeof menuItemsByName>>, turn: number): SpendLine[] | null {
  const bottle = menu.get(BOOTH_ORDER.bottle);
  const drink = menu.get(BOOTH_ORDER.drink);
  if (!bottle || !drink) return null;
  return [
    { itemId: bottle.itemId, quantity: turn % 3 === 0 ? 1 : 2, onMenu: bottle },
    { itemId: drink.itemId, quantity: 2 + (turn % 5), onMenu: drink },
  ];
}

const spendOf = (items: SpendLine[] | null, amount: number) => (items ? { items } : { amount });
