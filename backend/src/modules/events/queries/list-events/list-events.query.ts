import type { EventListQuery } from '@izlazak/contracts';
import type { Viewer } from '../event-rows';

export class ListEventsQuery {
  constructor(
    readonly filters: EventListQuery,
    readonly viewer: Viewer,
  ) {}
}
