import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { tonight } from '../modules/events/domain/venue-night';
import { JoinWaitlistCommand } from '../modules/waitlist/commands/join-waitlist/join-waitlist.command';
import type { SeededDemoVenue } from './seed-demo-venues';

/** Groups too big for the tables left tonight, so they wait for one to free up. */
const WAITING = [
  { firstName: 'Ivana', lastName: 'Ristić', persons: 6, phone: '+381 63 4411223' },
  { firstName: 'Dušan', lastName: 'Mitrović', persons: 8, phone: '+381 64 5522334' },
  { firstName: 'Maja', lastName: 'Živković', persons: 5, phone: '+381 65 6633445' },
] as const;

/** Tonight's waitlist at the clubs and splavovi: three groups in line (a venue closed tonight has none). */
export async function seedDemoWaitlist(commandBus: CommandBus, venues: SeededDemoVenue[], now = new Date()): Promise<GlobalPosition | null> {
  let last: GlobalPosition | null = null;
  for (const venue of venues.filter((candidate) => candidate.type === 'Klub' || candidate.type === 'Splav')) {
    for (const guest of WAITING) {
      const input = { clubId: venue.clubId, night: tonight(now), email: `${asciiOf(guest.firstName)}.${asciiOf(guest.lastName)}@primer.rs`, ...guest };
      const outcome = await commandBus
        .execute<JoinWaitlistCommand, CommandOutcome>(new JoinWaitlistCommand(randomUUID(), input, { ...systemContext(randomUUID()), actor: 'anonymous' }))
        .catch(() => null);
      if (outcome?.position) last = outcome.position;
    }
  }
  return last;
}

const asciiOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
