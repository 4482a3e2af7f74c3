import { Module } from '@nestjs/common';
import { AdmitTicketHandler } from './commands/admit-ticket/admit-ticket.handler';
import { TicketOfferExpiry } from './commands/expire-offer/ticket-offer-expiry';
import { ExpireTicketOrderHandler } from './commands/expire-order/expire-order.handler';
import { JoinTicketWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler';
import { TicketWaitlistHttpController } from './commands/join-waitlist/join-waitlist.http.controller';
import { PayTicketOrderHandler } from './commands/pay-order/pay-order.handler';
import { PlaceTicketOrderHandler } from './commands/place-order/place-order.handler';
import { TicketOrdersHttpController } from './commands/place-order/place-order.http.controller';
import { SetTicketTiersHandler } from './commands/set-tiers/set-tiers.handler';
import { TicketTiersHttpController } from './commands/set-tiers/set-tiers.http.controller';
import { SaleFactsReader } from './commands/ticket-facts';
import { TicketsHttpController } from './commands/tickets.http.controller';
import { TransferTicketHandler } from './commands/transfer-ticket/transfer-ticket.handler';
import { ListEventTicketOrdersHandler } from './queries/list-event-orders/list-event-orders.handler';
import { ListEventTicketOrdersHttpController } from './queries/list-event-orders/list-event-orders.http.controller';
import { TICKET_QUERY_HANDLERS } from './queries/ticket.queries';

/** An event's tickets: tiers, orders paid by IPS QR, tickets scanned at the door (docs/tickets.md). */
@Module({
  controllers: [TicketTiersHttpController, TicketOrdersHttpController, TicketsHttpController, TicketWaitlistHttpController, ListEventTicketOrdersHttpController],
  providers: [
    SaleFactsReader,
    SetTicketTiersHandler,
    PlaceTicketOrderHandler,
    PayTicketOrderHandler,
    ExpireTicketOrderHandler,
    AdmitTicketHandler,
    TransferTicketHandler,
    JoinTicketWaitlistHandler,
    TicketOfferExpiry,
    ...TICKET_QUERY_HANDLERS,
    ListEventTicketOrdersHandler,
  ],
})
export class TicketsModule {}
