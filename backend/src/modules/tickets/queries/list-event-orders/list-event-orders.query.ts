import type { TicketOrderListQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** The venue's list of an event's ticket orders, a page of them, of one status or all. */
export class ListEventTicketOrdersQuery {
  constructor(
    readonly eventId: string,
    readonly filters: TicketOrderListQuery,
    readonly viewer: AuthenticatedUser,
  ) {}
}
