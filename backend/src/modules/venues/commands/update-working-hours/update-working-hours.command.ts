import type { CommandContext } from '#platform/commands/command-context';
import type { WorkingHoursDay } from '../../domain/venue.events';

/** The venue's week: which days it opens, from when to when (a night may end after midnight). */
export class UpdateWorkingHours {
  constructor(
    readonly clubId: string,
    readonly days: WorkingHoursDay[],
    readonly context: CommandContext,
  ) {}
}
