import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { TICKET_ORDER_STATUSES, ticketOrderListQuerySchema, type Paged, type TicketOrderListQuery, type TicketOrderRowView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListEventTicketOrdersQuery } from './list-event-orders.query';

@ApiTags('tickets')
@Controller('event')
export class ListEventTicketOrdersHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/ticket-orders')
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      'Porudžbine ulaznica događaja (menadžer i osoblje objekta događaja, admin), najnovije prve, 10 po stranici: kupac, ulaznica, broj, iznos, stanje ' +
      "('AwaitingPayment' do dueAt, 'Paid', 'Expired', 'Cancelled'), kada je plaćena i koliko ulaznica je ušlo. status: samo porudžbine tog stanja. 403: drugi objekat; 404: događaj.",
  })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'status', required: false, enum: [...TICKET_ORDER_STATUSES] })
  list(
    @Param('id') eventId: string,
    @Query(validBody(ticketOrderListQuerySchema)) filters: TicketOrderListQuery,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<Paged<TicketOrderRowView>> {
    return this.queries.execute(new ListEventTicketOrdersQuery(eventId, filters, viewer));
  }
}
