import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { EventStore, GlobalPosition } from '#platform/event-store/event-store.port';
import { UpdateSiteDataCommand } from '../modules/site/commands/update-site-data/update-site-data.command';
import { seedDemoCoupons } from './seed-demo-coupons';
import { seedDemoMenu } from './seed-demo-menu';
import { seedDemoPastNights } from './seed-demo-past-nights';
import { seedDemoEvents } from './seed-demo-events';
import { seedDemoFloor } from './seed-demo-floor';
import { seedDemoGoogle } from './seed-demo-google';
import { seedDemoGuestLists } from './seed-demo-guest-lists';
import { seedDemoReservations } from './seed-demo-reservations';
import { seedDemoTerms } from './seed-demo-terms';
import { seedDemoTickets, type PublishedDemoEvent } from './seed-demo-tickets';
import { seedDemoWaitlist } from './seed-demo-waitlist';
import { seedDemoVenues, type DemoVenueSeed, type SeededDemoVenue } from './seed-demo-venues';

/** Waits until those read models show a position (a demo step whose command reads them needs it); false when they did not in time. */
export type ReadModelsAt = (position: GlobalPosition, readModels: string[]) => Promise<boolean>;

/**
 * Demo content, created through the same commands a user would send, so it lands in the event
 * store like any other change. Runs once: only on the start that created the admin.
 */
export async function seedDemo(commandBus: CommandBus, store: EventStore, readModelsAt: ReadModelsAt = () => Promise.resolve(false)): Promise<GlobalPosition | null> {
  const context = systemContext(randomUUID());
  const site = await commandBus.execute<UpdateSiteDataCommand, CommandOutcome>(
    new UpdateSiteDataCommand(
      {
        name: 'Izlazak',
        location: 'Beograd',
        type: 'Portal za noćni život',
        description: 'Klubovi, splavovi, restorani i kafići Beograda na jednom mestu: pronađi događaj i rezerviši sto.',
        email: 'info@izlazak.rs',
        mobile: '+381 60 123 4567',
        mobile2: '+381 64 765 4321',
        socialMedia: [
          { name: 'Instagram', link: 'https://instagram.com/izlazak' },
          { name: 'Facebook', link: 'https://facebook.com/izlazak' },
        ],
        workingHours: [],
      },
      context,
    ),
  );
  const venues = new Map<string, string>();
  const seeded: SeededDemoVenue[] = [];
  const rememberVenue: DemoVenueSeed = (venue) => {
    venues.set(venue.slug, venue.clubId);
    seeded.push(venue);
    return Promise.resolve();
  };
  const seededVenues = await seedDemoVenues(commandBus, seedDemoMenu, seedDemoFloor, seedDemoTerms, rememberVenue);
  const events: PublishedDemoEvent[] = [];
  const seededEvents = await seedDemoEvents(commandBus, venues, new Date(), events);
  const seededCoupons = await seedDemoCoupons(commandBus, seeded);
  const seededGoogle = await seedDemoGoogle(commandBus, seeded);
  const seededPast = await seedDemoPastNights(store, seeded);
  const seededReservations = await seedDemoReservations(commandBus, seeded);
  const seededWaitlist = await seedDemoWaitlist(commandBus, seeded);
  const seededLists = await seedDemoGuestLists(commandBus, seeded, readModelsAt, store);
  return (
    (await seedDemoTickets(commandBus, events, readModelsAt)) ??
    seededLists ??
    seededWaitlist ??
    seededReservations ??
    seededPast ??
    seededGoogle ??
    seededCoupons ??
    seededEvents ??
    seededVenues ??
    site.position
  );
}
