import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { GuestView, Paged } from '@izlazak/contracts';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { escapeLike, pageOf, selectPage } from '#platform/database/paging';
import { figuresOf, GUEST_COLUMNS, toGuestView, visibleGuests, type GuestRow } from '../guest-rows';
import { ListGuestsQuery } from './list-guests.query';

/**
 * 'Gosti': the venue's guests by name, searched by name, phone (as typed or as digits) or e-mail, any
 * the guest ever gave; a merged profile shows as the profile it was merged into.
 */
@QueryHandler(ListGuestsQuery)
export class ListGuestsHandler implements IQueryHandler<ListGuestsQuery, Paged<GuestView>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filters, viewer }: ListGuestsQuery): Promise<Paged<GuestView>> {
    if (filters.clubId && viewer.role !== 'admin' && filters.clubId !== viewer.clubId) throw forbidden();
    const params: unknown[] = [];
    const conditions = ['g.merged_into IS NULL', visibleGuests(viewer, params)];
    if (filters.clubId) {
      params.push(filters.clubId);
      conditions.push(`g.club_id = $${params.length}`);
    }
    if (filters.search) {
      const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
      for (const word of words) {
        params.push(`%${escapeLike(/^[\d\s()+/-]+$/.test(word) ? word.replace(/\D/g, '').replace(/^0+/, '') || word : word)}%`);
        const n = params.length;
        conditions.push(`(g.search_text LIKE $${n} OR EXISTS (SELECT 1 FROM guest_profiles m WHERE m.merged_into = g.id AND m.search_text LIKE $${n}))`);
      }
    }
    const { rows, total } = await selectPage<GuestRow>(
      this.pool,
      { columns: GUEST_COLUMNS, from: `FROM guest_profiles g WHERE ${conditions.join(' AND ')}`, params, orderBy: 'lower(g.last_name), lower(g.first_name), g.id' },
      filters,
    );
    const figures = await figuresOf(
      this.pool,
      rows.map((row) => row.id),
    );
    return pageOf(
      rows.map((row) => toGuestView(row, figures.get(row.id)!)),
      total,
      filters,
    );
  }
}
