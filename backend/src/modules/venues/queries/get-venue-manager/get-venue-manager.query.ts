import type { Viewer } from '../venue-rows';

export class GetVenueManagerQuery {
  constructor(
    readonly clubId: string,
    readonly viewer: Viewer,
  ) {}
}
