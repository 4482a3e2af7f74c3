import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { ChangeGoogleSettingsCommand } from '../modules/google/settings/change-google-settings.handler';
import type { SeededDemoVenue } from './seed-demo-venues';

/** Venues on Reserve with Google in the demo: two clubs and a splav confirm by hand, the restaurant at once. */
const ON_GOOGLE: Record<string, { confirmsByHand: boolean }> = {
  ponoc: { confirmsByHand: true },
  talas: { confirmsByHand: true },
  terasa: { confirmsByHand: false },
};

export async function seedDemoGoogle(commandBus: CommandBus, venues: SeededDemoVenue[]): Promise<GlobalPosition | null> {
  let last: GlobalPosition | null = null;
  for (const venue of venues.filter((candidate) => ON_GOOGLE[candidate.slug])) {
    const settings = { enabled: true, confirmsByHand: ON_GOOGLE[venue.slug].confirmsByHand };
    const outcome = await commandBus.execute<ChangeGoogleSettingsCommand, CommandOutcome>(new ChangeGoogleSettingsCommand(venue.clubId, settings, systemContext(randomUUID())));
    last = outcome.position ?? last;
  }
  return last;
}
