import type { Viewer } from '../event-rows';

/** The types of the events on offer (a venue's, or everyone's): what the type filter offers. */
export class ListEventTypesQuery {
  constructor(
    readonly clubId: string | undefined,
    readonly viewer: Viewer,
  ) {}
}
