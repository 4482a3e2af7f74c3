import { Infer, array, nullable, number, object, optional, string, type } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { blankToUndefined, pageQueryFields } from './field-parts';
import { TICKET_ORDER_STATUSES, type TicketOrderStatus } from './ticket.schema';

/** The venue's list of an event's ticket orders (docs/tickets.md): 10 to a page, newest first. */
export const TICKET_ORDERS_PAGE_SIZE = 10;

const orderStatus = coerce(
  define<TicketOrderStatus>(
    'status',
    { type: 'string', enum: [...TICKET_ORDER_STATUSES] },
    (value) => (TICKET_ORDER_STATUSES as readonly unknown[]).includes(value) || 'validation.tickets.orderStatus',
  ),
  string(),
  (value) => value.trim(),
);

/** GET /api/event/{id}/ticket-orders?page&size&status (the venue's manager and staff, admins). */
export const ticketOrderListQuerySchema = type({
  ...pageQueryFields(TICKET_ORDERS_PAGE_SIZE),
  status: optional(blankToUndefined(orderStatus)),
});
export type TicketOrderListQuery = Infer<typeof ticketOrderListQuerySchema>;

const text = string();
const count = number();

/** An order as the venue sees it in its list: who bought what, for how much, and where its payment stands. */
export const ticketOrderRowView = object({
  _id: text,
  /** The order's number (its payment reference is model 97 over it). */
  number: text,
  buyer: object({ firstName: text, lastName: text, email: text, phone: text }),
  tierId: text,
  tierName: text,
  quantity: count,
  amount: count,
  /** 'AwaitingPayment' (held until `dueAt`), 'Paid', 'Expired' (an unpaid hold past its time) or 'Cancelled'. */
  status: text,
  reference: nullable(text),
  placedAt: text,
  dueAt: nullable(text),
  paidAt: nullable(text),
  /** Who took a payment by hand ('' for a statement line or a free order). */
  paidBy: nullable(text),
  /** Tickets of the order let in at the door. */
  admitted: count,
});
export type TicketOrderRowView = Infer<typeof ticketOrderRowView>;

export const ticketOrderListView = object({
  data: array(ticketOrderRowView),
  paginationData: object({ page: count, size: count, total_records: count, total_pages: count }),
});
export type TicketOrderListView = Infer<typeof ticketOrderListView>;
