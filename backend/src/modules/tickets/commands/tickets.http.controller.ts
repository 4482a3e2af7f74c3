import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import {
  said,
  ticketAdmissionSchema,
  ticketCancelSchema,
  ticketTransferSchema,
  type TicketAdmissionInput,
  type TicketCancelInput,
  type TicketCodeView,
  type TicketOrderView,
  type TicketTransferInput,
  type TicketView,
} from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import { QueryBus } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { TicketDoubleEntryRecorded } from '../domain/ticket-sales/ticket-sales.events';
import { GetTicketCodeQuery } from '../queries/ticket-code/ticket-code.query';
import { ticketPlace } from '../queries/ticket-rows';
import { GetTicketAdmissionQuery, GetTicketOrderQuery, GetTicketQuery } from '../queries/ticket.queries';
import { CancelTicketCommand } from './cancel-ticket/cancel-ticket.command';
import { RefundTicketCommand } from './refund-ticket/refund-ticket.command';
import { TransferTicketCommand } from './transfer-ticket/transfer-ticket.command';
import { AdmitTicketCommand } from './admit-ticket/admit-ticket.command';

@ApiTags('tickets')
@Controller('tickets')
export class TicketsHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  @Post(':id/admission')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({
    summary:
      "Ulaz sa ulaznicom (osoblje objekta): jedan dodir. commandId sa uređaja na ulazu: isti ponovo ne menja ništa. Drugi ulaz → 409 'Ulaznica iskorišćena u 23:41, Marko'; preneta ulaznica → 410. admittedAt: vreme kada ju je telefon bez mreže pustio; ako ju je drugi telefon već pustio, upisuje se dvostruki ulaz (409 sa oba vremena i ulaznicom, 'Dvostruki ulaz: …'), nikad dva ulaza.",
  })
  async admit(
    @Param('id') ticketId: string,
    @Body(validBody(ticketAdmissionSchema)) input: TicketAdmissionInput,
    @Command() context: CommandContext,
    @CurrentUser() doorman: AuthenticatedUser,
  ): Promise<TicketView> {
    const outcome = await this.commands.run<CommandOutcome>(new AdmitTicketCommand(ticketId, input, doorman, context), ['tickets']);
    const recorded = outcome.events.find((event): event is TicketDoubleEntryRecorded => event.type === 'TicketDoubleEntryRecorded');
    return this.queryBus.execute(new GetTicketAdmissionQuery(ticketId, input.commandId ?? null, recorded?.data ?? null));
  }

  @Post(':token/transfer')
  @HttpCode(200)
  @Idempotent()
  @GuestOrCaller()
  @RateLimited('ticket-transfers', { factor: 10, anonymousOnly: true })
  @ApiOperation({
    summary:
      'Prenos ulaznice prijatelju (ko ima kod ulaznice, APP_URL/t/<token>): ime, prezime, email. Stari kod odmah prestaje da važi (na ulazu 410), prijatelj dobija novu ulaznicu sa novim kodom. Iskorišćena: 409.',
  })
  @ApiBody({ schema: { type: 'object', required: ['firstName', 'lastName', 'email'], example: { firstName: 'Marko', lastName: 'Jovanović', email: 'marko@primer.rs' } } })
  transfer(@Param('token') token: string, @Body(validBody(ticketTransferSchema)) input: TicketTransferInput, @Command() context: CommandContext): Promise<TicketView> {
    const newTicketId = randomUUID();
    return this.commands.answer(new TransferTicketCommand(token, newTicketId, input, context), new GetTicketQuery(newTicketId), { readModels: ['tickets'] });
  }

  @Post(':id/refund')
  @HttpCode(200)
  @Idempotent()
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Objekat vraća jednu ulaznicu plaćene porudžbine (menadžer objekta događaja, admin): ulaznica odmah prestaje da važi na ulazu (410), njeno mesto se vraća u prodaju ' +
      "(najpre onima sa liste 'Obavesti me'), a cena ulaznice se duguje platiocu porudžbine (spisak povraćaja, red sa ticketId). Besplatna: ništa se ne duguje. " +
      'Već vraćena ili otkazana, iskorišćena, ili ulaznica otkazanog događaja: 409; preneta: 410; tuđi objekat: 403. Odgovor: porudžbina sa ulaznicama.',
  })
  async refund(@Param('id') ticketId: string, @Command() context: CommandContext, @CurrentUser() caller: AuthenticatedUser): Promise<TicketOrderView> {
    const place = await ticketPlace(this.pool, ticketId);
    if (!place) throw notFound(said('tickets.ticketNotFound'));
    return this.commands.answer(new RefundTicketCommand(ticketId, caller, context), new GetTicketOrderQuery(place.orderId), { readModels: ['tickets'] });
  }

  @Post(':token/cancel')
  @HttpCode(200)
  @Idempotent()
  @GuestOrCaller()
  @RateLimited('ticket-cancels', { factor: 10, anonymousOnly: true })
  @ApiOperation({
    summary:
      'Gost otkazuje ulaznicu (ko ima kod ulaznice, APP_URL/t/<token>), samo dok objekat to dozvoljava: do ticketCancelHours sati pre početka događaja. ' +
      'Isto kao kada objekat vrati ulaznicu (ne važi više, mesto se vraća u prodaju, cena se duguje platiocu), u istoriji kao gostov čin; nosilac dobija potvrdu mejlom (locale). ' +
      'Objekat ne dozvoljava otkazivanje ili je rok prošao: 409 sa porukom do kada je moglo; već otkazana ili iskorišćena: 409; preneta: 410. Odgovor: ulaznica po kodu (status refunded).',
  })
  @ApiBody({ required: false, schema: { type: 'object', example: { locale: 'sr-Latn' } } })
  cancel(@Param('token') token: string, @Body(validBody(ticketCancelSchema)) input: TicketCancelInput, @Command() context: CommandContext): Promise<TicketCodeView> {
    return this.commands.answer(new CancelTicketCommand(token, input, context), new GetTicketCodeQuery(token), { readModels: ['tickets'] });
  }
}
