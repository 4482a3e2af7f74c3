import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { said, type Paged, type TicketOrderRowView } from '@izlazak/contracts';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { pageOf, selectPage } from '#platform/database/paging';
import { NightClock } from '#platform/time/night-clock';
import { worksAt } from '../../commands/ticket-facts';
import { ListEventTicketOrdersQuery } from './list-event-orders.query';

interface OrderListRow {
  id: string;
  number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  tier_id: string;
  tier_name: string;
  quantity: number;
  amount: number;
  status: string;
  reference: string | null;
  placed_at: Date;
  due_at: Date | null;
  paid_at: Date | null;
  paid_by: string | null;
  admitted: number;
}

/**
 * The status as the buyer reads it: an unpaid hold past its due time holds nothing, whether or not
 * its expiry is recorded yet (as `orderView` reads it).
 */
const STATUS_SQL = `CASE WHEN o.status = 'AwaitingPayment' AND o.due_at IS NOT NULL AND o.due_at <= $2 THEN 'Expired' ELSE o.status END`;

/**
 * 'Ulaznice' of an event on the dashboard: its orders, newest first, with the buyer, the tier, how
 * many, the amount and where the payment stands. The event's venue (its manager and staff) and
 * admins see them; a status filter reads the status as above.
 */
@QueryHandler(ListEventTicketOrdersQuery)
export class ListEventTicketOrdersHandler implements IQueryHandler<ListEventTicketOrdersQuery, Paged<TicketOrderRowView>> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ eventId, filters, viewer }: ListEventTicketOrdersQuery): Promise<Paged<TicketOrderRowView>> {
    const { rows: events } = await this.pool.query<{ club_id: string }>('SELECT club_id FROM event_listings WHERE id = $1 AND NOT deleted', [eventId]);
    if (!events[0]) throw notFound(said('tickets.eventNotFound'));
    if (!worksAt(viewer, events[0].club_id)) throw forbidden(said('tickets.notYourVenue'));
    const params: unknown[] = [eventId, this.clock.now()];
    let shown = '';
    if (filters.status) {
      params.push(filters.status);
      shown = ` WHERE o.shown_status = $${params.length}`;
    }
    const { rows, total } = await selectPage<OrderListRow>(
      this.pool,
      {
        columns: `o.id, o.number, o.first_name, o.last_name, o.email, o.phone, o.tier_id, o.tier_name, o.quantity, o.amount, o.shown_status AS status,
                  o.reference, o.placed_at, o.due_at, o.paid_at, o.paid_by,
                  (SELECT count(*)::int FROM tickets k WHERE k.order_id = o.id AND k.admitted_at IS NOT NULL) AS admitted`,
        from: `FROM (SELECT o.*, ${STATUS_SQL} AS shown_status FROM ticket_orders o WHERE o.event_id = $1) o${shown}`,
        params,
        orderBy: 'o.placed_at DESC, o.id',
      },
      filters,
    );
    return pageOf(rows.map(rowView), total, filters);
  }
}

function rowView(row: OrderListRow): TicketOrderRowView {
  return {
    _id: row.id,
    number: row.number,
    buyer: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
    tierId: row.tier_id,
    tierName: row.tier_name,
    quantity: row.quantity,
    amount: row.amount,
    status: row.status,
    reference: row.reference,
    placedAt: row.placed_at.toISOString(),
    dueAt: row.due_at?.toISOString() ?? null,
    paidAt: row.paid_at?.toISOString() ?? null,
    paidBy: row.paid_by,
    admitted: row.admitted,
  };
}
