import type { Viewer } from '../event-rows';

/** An event as a calendar keeps it: its times, revision and whether it was cancelled. */
export class GetEventCalendarQuery {
  constructor(
    readonly eventId: string,
    readonly viewer: Viewer,
  ) {}
}
