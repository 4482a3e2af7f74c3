import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { VenueManagerView } from '@izlazak/contracts';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { UserDirectory } from '../../../identity/queries/user-directory';
import { VENUE_NOT_FOUND } from '../../domain/venue-access';
import { GetVenueManagerQuery } from './get-venue-manager.query';

/**
 * The manager's contact data for the admin's edit form. The person is identity's: their current
 * name and e-mail come from the users read model through identity's own directory.
 */
@QueryHandler(GetVenueManagerQuery)
export class GetVenueManagerHandler implements IQueryHandler<GetVenueManagerQuery, VenueManagerView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: UserDirectory,
  ) {}

  async execute({ clubId, viewer }: GetVenueManagerQuery): Promise<VenueManagerView> {
    const mayRead = viewer?.role === 'admin' || (viewer?.role === 'manager' && viewer.clubId === clubId);
    if (!mayRead) throw forbidden();
    const { rows } = await this.pool.query<{ manager_id: string | null }>('SELECT manager_id FROM venues WHERE id = $1 AND NOT deleted', [clubId]);
    if (!rows[0]) throw notFound(VENUE_NOT_FOUND);
    const manager = rows[0].manager_id ? await this.users.findById(rows[0].manager_id) : null;
    if (!manager) throw notFound('refusal.venues.managerNotFound');
    return {
      _id: manager.id,
      firstName: manager.first_name,
      lastName: manager.last_name,
      mobilePhone: manager.mobile_phone,
      email: manager.email,
      status: manager.status,
      clubId: manager.club_id,
    };
  }
}
