import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ticketOrderPaymentSchema, ticketOrderSchema, type TicketOrderInput, type TicketOrderPaymentInput, type TicketOrderView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import { GetTicketOrderQuery } from '../../queries/ticket.queries';
import { PayTicketOrderCommand } from '../pay-order/pay-order.command';
import { RefundTicketOrderCommand } from '../refund-order/refund-order.command';
import { PlaceTicketOrderCommand } from './place-order.command';

const EXAMPLE = { eventId: 'a3f1…', tierId: '5c2e…', quantity: 2, firstName: 'Ana', lastName: 'Ilić', email: 'ana@primer.rs', phone: '+381 64 123 4567' };

@ApiTags('tickets')
@Controller('ticket-orders')
export class TicketOrdersHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @GuestOrCaller()
  @RateLimited('ticket-orders', { factor: 10, anonymousOnly: true })
  @ApiOperation({
    summary:
      "Kupovina ulaznica (bilo ko, Idempotency-Key): jedna vrsta ulaznice, broj, ime, prezime, email, telefon. Besplatna: status 'Paid' i ulaznice odmah (code: APP_URL/t/<token>). " +
      "Plaća se: status 'AwaitingPayment' i payment { reference (model 97), ipsQr (tekst NBS IPS QR koda), dueAt }: ulaznice se drže do dueAt, pa se vraćaju u prodaju. " +
      "409 'Nema dovoljno ulaznica' kad ih ostane manje; 409 kad prodaja nije počela ili je završena; 400 imenuje quantity iznad najviše po porudžbini.",
  })
  @ApiBody({ schema: { type: 'object', required: ['eventId', 'tierId', 'quantity', 'firstName', 'lastName', 'email', 'phone'], example: EXAMPLE } })
  place(@Body(validBody(ticketOrderSchema)) input: TicketOrderInput, @Command() context: CommandContext): Promise<TicketOrderView> {
    const orderId = randomUUID();
    return this.commands.answer(new PlaceTicketOrderCommand(orderId, input, context), new GetTicketOrderQuery(orderId), {
      readModels: ['tickets'],
      location: `/api/ticket-orders/${orderId}`,
    });
  }

  @Get(':id')
  @GuestOrCaller()
  @ApiOperation({ summary: 'Porudžbina ulaznica (ko ima njen _id): stanje, uplata dok se čeka, ulaznice kad je plaćena.' })
  order(@Param('id') orderId: string): Promise<TicketOrderView> {
    return this.queries.execute(new GetTicketOrderQuery(orderId));
  }

  @Post(':id/payment')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Uplata porudžbine primljena ručno (menadžer objekta, admin): ulaznice se izdaju kupcu. amount: podrazumevano iznos porudžbine (manji: 400). Već plaćena: 409; istekla a ulaznica više nema: 409.',
  })
  @ApiBody({ schema: { type: 'object', example: { amount: 3000 } } })
  pay(
    @Param('id') orderId: string,
    @Body(validBody(ticketOrderPaymentSchema)) input: TicketOrderPaymentInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<TicketOrderView> {
    return this.commands.answer(new PayTicketOrderCommand(orderId, { amount: input.amount ?? null, lineId: null }, caller, context), new GetTicketOrderQuery(orderId), {
      readModels: ['tickets'],
    });
  }

  @Post(':id/refund')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Povraćaj porudžbine (menadžer objekta, admin; gost ne može sam da otkaže): njene ulaznice više ne otvaraju ulaz (410), a iznos se duguje platiocu ' +
      '(GET /api/club/{clubId}/refunds). Neplaćena: 409. Ponovo: bez promene.',
  })
  refund(@Param('id') orderId: string, @Command() context: CommandContext, @CurrentUser() caller: AuthenticatedUser): Promise<TicketOrderView> {
    return this.commands.answer(new RefundTicketOrderCommand(orderId, caller, context), new GetTicketOrderQuery(orderId), { readModels: ['tickets'] });
  }
}
