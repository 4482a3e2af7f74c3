import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { VenueView } from '@izlazak/contracts';
import type { VenueContacts } from '../../../site/ports/venue-contacts';
import { GetVenueQuery } from './get-venue.query';

/** Site's VenueContacts port: the address on the venue's public page. */
@Injectable()
export class PublicVenueContacts implements VenueContacts {
  constructor(private readonly queryBus: QueryBus) {}

  async emailOf(clubId: string): Promise<string> {
    const venue = await this.queryBus.execute<GetVenueQuery, VenueView>(new GetVenueQuery(clubId, null));
    return venue.email;
  }
}
