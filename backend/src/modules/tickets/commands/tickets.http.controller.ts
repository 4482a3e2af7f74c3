import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ticketAdmissionSchema, ticketTransferSchema, type TicketAdmissionInput, type TicketTransferInput, type TicketView } from '@izlazak/contracts';
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
import { GetTicketAdmissionQuery, GetTicketQuery } from '../queries/ticket.queries';
import { TransferTicketCommand } from './transfer-ticket/transfer-ticket.command';
import { AdmitTicketCommand } from './admit-ticket/admit-ticket.command';

@ApiTags('tickets')
@Controller('tickets')
export class TicketsHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
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
}
