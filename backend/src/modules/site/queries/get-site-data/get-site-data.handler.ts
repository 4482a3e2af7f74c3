import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { SiteData, SiteDataInput } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { GetSiteDataQuery } from './get-site-data.query';

/** What the site shows before an admin has saved anything. */
export const DEFAULT_SITE_DATA: SiteDataInput = {
  name: 'Izlazak',
  location: 'Beograd',
  type: 'Portal za noćni život',
  description: 'Pronađi mesto i događaj za izlazak i rezerviši sto.',
  email: 'info@izlazak.rs',
  mobile: '',
  mobile2: '',
  socialMedia: [],
  workingHours: [],
};

@QueryHandler(GetSiteDataQuery)
export class GetSiteDataHandler implements IQueryHandler<GetSiteDataQuery, SiteData> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute(): Promise<SiteData> {
    const { rows } = await this.pool.query<{ data: SiteDataInput; updated_at: Date }>(`SELECT data, updated_at FROM site_data WHERE id = 'main'`);
    const row = rows[0];
    return { _id: 'main', ...DEFAULT_SITE_DATA, ...row?.data, updatedAt: row ? row.updated_at.toISOString() : null };
  }
}
