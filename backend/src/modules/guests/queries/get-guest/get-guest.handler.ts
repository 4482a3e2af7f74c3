import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { GUEST_MESSAGES, type GuestView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { figuresOf, GUEST_COLUMNS, toGuestView, visibleGuests, type GuestRow } from '../guest-rows';
import { GetGuestQuery } from './get-guest.query';

/** One profile with the profiles merged into it; another venue's guest is not found, as an unknown one. */
@QueryHandler(GetGuestQuery)
export class GetGuestHandler implements IQueryHandler<GetGuestQuery, GuestView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ guestId, viewer }: GetGuestQuery): Promise<GuestView> {
    const params: unknown[] = [guestId];
    const visible = visibleGuests(viewer, params);
    const { rows } = await this.pool.query<GuestRow>(`SELECT ${GUEST_COLUMNS} FROM guest_profiles g WHERE g.id = $1 AND ${visible}`, params);
    if (!rows[0]) throw notFound(GUEST_MESSAGES.notFound);
    const merged = await this.pool.query<GuestRow>(`SELECT ${GUEST_COLUMNS} FROM guest_profiles g WHERE g.merged_into = $1 ORDER BY g.first_seen_at, g.id`, [guestId]);
    const figures = await figuresOf(this.pool, [guestId]);
    const mergedViews = merged.rows.map(({ id, first_name, last_name, phone, email }) => ({ _id: id, firstName: first_name, lastName: last_name, phone, email }));
    return toGuestView(rows[0], figures.get(guestId)!, mergedViews);
  }
}
