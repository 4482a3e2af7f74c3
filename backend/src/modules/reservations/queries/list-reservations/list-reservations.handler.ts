import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Paged, ReservationListQuery, ReservationView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { escapeLike, pageOf, selectPage } from '#platform/database/paging';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { RESERVATION_COLUMNS, toView, visibleReservations, type ReservationRow } from '../reservation-rows';
import { GUEST_BADGES, withGuestBadges, type GuestBadges } from '../../ports/guest-badges';
import { ListReservationsQuery } from './list-reservations.query';

const ORDER_BY: Record<NonNullable<ReservationListQuery['sort']>, (direction: string) => string> = {
  firstName: (d) => `lower(first_name) ${d}, lower(last_name) ${d}`,
  date: (d) => `night ${d}, placed_at ${d}`,
  status: (d) => `status ${d}, night DESC`,
};

/** Tonight's reservations (a night runs until the morning), or all of them with `all=true`. */
@QueryHandler(ListReservationsQuery)
export class ListReservationsHandler implements IQueryHandler<ListReservationsQuery, Paged<ReservationView>> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
    @Inject(GUEST_BADGES) private readonly guestBadges: GuestBadges,
  ) {}

  async execute({ filters, viewer }: ListReservationsQuery): Promise<Paged<ReservationView>> {
    const params: unknown[] = [];
    const where = ['NOT deleted', visibleReservations(viewer, params)];
    if (!filters.all) {
      params.push(tonight(this.clock.now()));
      where.push(`night = $${params.length}`);
    }
    if (filters.clubId && viewer.role === 'admin') {
      params.push(filters.clubId);
      where.push(`club_id = $${params.length}`);
    }
    if (filters.search) {
      params.push(`%${escapeLike(filters.search.toLowerCase())}%`);
      where.push(`search_text LIKE $${params.length}`);
    }
    const direction = filters.order === 'desc' ? 'DESC' : 'ASC';
    const orderBy = filters.sort ? ORDER_BY[filters.sort](direction) : filters.all ? 'night DESC, placed_at DESC' : 'placed_at ASC';
    const { rows, total } = await selectPage<ReservationRow>(
      this.pool,
      { columns: RESERVATION_COLUMNS, from: `FROM reservations WHERE ${where.join(' AND ')}`, params, orderBy: `${orderBy}, id` },
      filters,
    );
    const views = rows.map(toView);
    const runsVenues = viewer.role === 'admin' || viewer.role === 'manager' || viewer.role === 'staff';
    return pageOf(runsVenues ? await withGuestBadges(this.guestBadges, views) : views, total, filters);
  }
}
