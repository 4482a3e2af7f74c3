import type { CommandContext } from '#platform/commands/command-context';
import type { NightlifeEventDetails } from '../../domain/nightlife-event.decider';

/** The edit form: what it left out keeps its value; a new picture replaces the old one. */
export class ChangeEventCommand {
  constructor(
    readonly eventId: string,
    readonly details: Partial<NightlifeEventDetails>,
    readonly image: Buffer | null,
    readonly context: CommandContext,
  ) {}
}
