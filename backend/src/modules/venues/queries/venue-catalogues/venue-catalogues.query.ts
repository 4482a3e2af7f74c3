import type { Viewer } from '../venue-rows';

/** The types that at least one visible venue has, for the public filter bar. */
export class ListVenueTypesInUseQuery {}

/** Names and ids of the visible venues, optionally of one type: the club picker. */
export class ListVenueNamesQuery {
  constructor(
    readonly type: string | undefined,
    readonly viewer: Viewer,
  ) {}
}
