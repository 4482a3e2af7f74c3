import type { Viewer } from '../venue-rows';

export class GetVenueQuery {
  constructor(
    readonly clubId: string,
    readonly viewer: Viewer,
  ) {}
}
