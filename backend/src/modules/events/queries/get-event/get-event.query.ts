import type { Viewer } from '../event-rows';

export class GetEventQuery {
  constructor(
    readonly eventId: string,
    readonly viewer: Viewer,
  ) {}
}
