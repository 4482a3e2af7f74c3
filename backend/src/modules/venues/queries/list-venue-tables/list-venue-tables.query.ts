import type { VenueTablesQuery } from '@izlazak/contracts';
import type { Viewer } from '../venue-rows';

export class ListVenueTablesQuery {
  constructor(
    readonly clubId: string,
    readonly paging: VenueTablesQuery,
    readonly viewer: Viewer,
  ) {}
}

/** One table as the tables screen shows it (the answer to a save). */
export class GetVenueTableQuery {
  constructor(readonly tableId: string) {}
}
