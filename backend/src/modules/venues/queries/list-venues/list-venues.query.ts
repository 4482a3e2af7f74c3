import type { VenueListQuery } from '@izlazak/contracts';
import type { Viewer } from '../venue-rows';

export class ListVenuesQuery {
  constructor(
    readonly filters: VenueListQuery,
    readonly viewer: Viewer,
  ) {}
}
