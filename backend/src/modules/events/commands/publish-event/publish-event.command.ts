import type { CommandContext } from '#platform/commands/command-context';
import type { NightlifeEventDetails } from '../../domain/nightlife-event.decider';

/** A new event of a venue; its picture (if any) is stored by the handler once the event may be published. */
export class PublishEventCommand {
  constructor(
    readonly eventId: string,
    readonly clubId: string,
    readonly details: NightlifeEventDetails,
    readonly image: Buffer | null,
    readonly context: CommandContext,
  ) {}
}
