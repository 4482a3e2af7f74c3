import { Module } from '@nestjs/common';
import { AdmitTicketHandler } from './commands/admit-ticket/admit-ticket.handler';
import { CancelTicketHandler } from './commands/cancel-ticket/cancel-ticket.handler';
import { RefundTicketHandler } from './commands/refund-ticket/refund-ticket.handler';
import { TicketOfferExpiry } from './commands/expire-offer/ticket-offer-expiry';
import { ExpireTicketOrderHandler } from './commands/expire-order/expire-order.handler';
import { JoinTicketWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler';
import { TicketWaitlistHttpController } from './commands/join-waitlist/join-waitlist.http.controller';
import { TicketOrderExpiry } from './commands/expire-order/order-expiry';
import { PayTicketOrderHandler } from './commands/pay-order/pay-order.handler';
import { PlaceTicketOrderHandler } from './commands/place-order/place-order.handler';
import { MarkTicketOrderRefundedHandler, RefundTicketOrderHandler } from './commands/refund-order/refund-order.handler';
import { TicketOrdersHttpController } from './commands/place-order/place-order.http.controller';
import { SetTicketTiersHandler } from './commands/set-tiers/set-tiers.handler';
import { TicketTiersHttpController } from './commands/set-tiers/set-tiers.http.controller';
import { SaleFactsReader } from './commands/ticket-facts';
import { TicketsHttpController } from './commands/tickets.http.controller';
import { TransferTicketHandler } from './commands/transfer-ticket/transfer-ticket.handler';
import { ListEventTicketOrdersHandler } from './queries/list-event-orders/list-event-orders.handler';
import { ListEventTicketOrdersHttpController } from './queries/list-event-orders/list-event-orders.http.controller';
import { TICKET_QUERY_HANDLERS } from './queries/ticket.queries';
import { TicketCodeHttpController } from './queries/ticket-code/ticket-code.http.controller';
import { GetTicketCodeHandler } from './queries/ticket-code/ticket-code.query';
import { TicketOrderPaymentQrHttpController } from './queries/ticket-code/order-payment-qr.http.controller';

/** An event's tickets: tiers, orders paid by IPS QR, tickets scanned at the door (docs/tickets.md). */
@Module({
  controllers: [
    TicketTiersHttpController,
    TicketOrdersHttpController,
    TicketsHttpController,
    TicketWaitlistHttpController,
    TicketCodeHttpController,
    TicketOrderPaymentQrHttpController,
    ListEventTicketOrdersHttpController,
  ],
  providers: [
    SaleFactsReader,
    SetTicketTiersHandler,
    PlaceTicketOrderHandler,
    PayTicketOrderHandler,
    ExpireTicketOrderHandler,
    TicketOrderExpiry,
    RefundTicketOrderHandler,
    MarkTicketOrderRefundedHandler,
    RefundTicketHandler,
    CancelTicketHandler,
    AdmitTicketHandler,
    TransferTicketHandler,
    JoinTicketWaitlistHandler,
    TicketOfferExpiry,
    ...TICKET_QUERY_HANDLERS,
    GetTicketCodeHandler,
    ListEventTicketOrdersHandler,
  ],
})
export class TicketsModule {}
