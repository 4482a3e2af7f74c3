import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import { GetVenueQuery } from '../../venues/queries/get-venue/get-venue.query';
import type { Viewer } from '../../venues/queries/venue-rows';

/** The menu's lists: each reads the menu tables once the viewer may see the venue's menu. */
@Injectable()
export abstract class MenuListHandler {
  constructor(
    @Inject(PG_POOL) protected readonly pool: pg.Pool,
    private readonly queryBus: QueryBus,
  ) {}

  /**
   * A menu is as public as its venue: an approved venue's menu is open to everyone; a deleted one's
   * to nobody, a pending sign-up's only to admins. Otherwise 'Objekat nije pronađen' (404).
   */
  protected async assertMenuVisible(clubId: string, viewer: Viewer): Promise<void> {
    await this.queryBus.execute(new GetVenueQuery(clubId, viewer));
  }
}
