import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DOOR_MESSAGES, type DoorTicketsView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { badRequest, forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { tonight } from '../../../events/domain/venue-night';
import { doorTicketsOfNight } from '../../../tickets/queries/ticket-rows';

/** GET /api/door/tickets: tonight's tickets of the venue, for the door phones to keep (docs/door.md, Tickets). */
export class DoorTicketsQuery {
  constructor(
    readonly viewer: AuthenticatedUser,
    readonly clubId: string | undefined,
  ) {}
}

/** An admin names the venue; the venue's manager and staff read their own. */
export function doorVenueOf(viewer: AuthenticatedUser, asked: string | undefined): string {
  if (viewer.role === 'admin') {
    if (!asked) throw badRequest(DOOR_MESSAGES.clubId, 'clubId');
    return asked;
  }
  if (!viewer.clubId) throw forbidden(DOOR_MESSAGES.noVenue);
  if (asked && asked !== viewer.clubId) throw forbidden();
  return viewer.clubId;
}

@QueryHandler(DoorTicketsQuery)
export class DoorTicketsHandler implements IQueryHandler<DoorTicketsQuery, DoorTicketsView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: NightClock,
  ) {}

  async execute({ viewer, clubId: asked }: DoorTicketsQuery): Promise<DoorTicketsView> {
    const clubId = doorVenueOf(viewer, asked);
    const now = this.clock.now();
    const night = tonight(now);
    return { clubId, night, asOf: now.toISOString(), tickets: await doorTicketsOfNight(this.pool, this.config.appUrl, clubId, night) };
  }
}
