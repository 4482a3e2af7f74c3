import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { reservationListFilter, reservationListOrder, type Paged, type ReservationListQuery, type ReservationOrderField, type ReservationView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { escapeLike, pageOf, selectPage } from '#platform/database/paging';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { RESERVATION_COLUMNS, toView, visibleReservations, type ReservationRow } from '../reservation-rows';
import { GUEST_BADGES, withGuestBadges, type GuestBadges } from '../../ports/guest-badges';
import { ListReservationsQuery } from './list-reservations.query';

/**
 * The columns of each field a list is ordered by (contracts' reservationListOrder, which the live list follows too).
 * Named with their table: a bare `night` is the selected text (to_char), which no index orders.
 */
const ORDER_BY: Record<ReservationOrderField, (direction: string) => string> = {
  guestName: (d) => `lower(first_name) ${d}, lower(last_name) ${d}`,
  night: (d) => `reservations.night ${d}`,
  placedAt: (d) => `reservations.placed_at ${d}`,
  status: (d) => `reservations.status ${d}`,
};
const orderBy = (filters: ReservationListQuery) =>
  reservationListOrder(filters)
    .map(({ field, descending }) => ORDER_BY[field](descending ? 'DESC' : 'ASC'))
    .join(', ');

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
    const filter = reservationListFilter(filters, tonight(this.clock.now()));
    if (filter.night) {
      params.push(filter.night);
      where.push(`night = $${params.length}`);
    }
    if (filter.clubId && viewer.role === 'admin') {
      params.push(filter.clubId);
      where.push(`club_id = $${params.length}`);
    }
    if (filter.search) {
      params.push(`%${escapeLike(filter.search)}%`);
      where.push(`search_text LIKE $${params.length}`);
    }
    const { rows, total } = await selectPage<ReservationRow>(
      this.pool,
      { columns: RESERVATION_COLUMNS, from: `FROM reservations WHERE ${where.join(' AND ')}`, params, orderBy: `${orderBy(filters)}, id` },
      filters,
    );
    const views = rows.map(toView);
    const runsVenues = viewer.role === 'admin' || viewer.role === 'manager' || viewer.role === 'staff';
    return pageOf(runsVenues ? await withGuestBadges(this.guestBadges, views) : views, total, filters);
  }
}
