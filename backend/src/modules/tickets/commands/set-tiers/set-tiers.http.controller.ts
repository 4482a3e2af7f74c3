import { Body, Controller, Get, HttpCode, Param, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ticketTiersSchema, type TicketTiersInput, type TicketTiersView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetTicketTiersQuery } from '../../queries/ticket.queries';
import { SetTicketTiersCommand } from './set-tiers.command';

const EXAMPLE = {
  tiers: [
    { name: 'Early bird', price: 1000, capacity: 100, salesEnd: '2026-12-20T23:59:00+01:00', maxPerOrder: 4 },
    { name: 'Regular', price: 1500, capacity: 300, maxPerOrder: 6, opensAfter: 'Early bird' },
    { name: 'VIP', price: 4000, capacity: 40, maxPerOrder: 2 },
  ],
};

@ApiTags('tickets')
@Controller('event')
export class TicketTiersHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: QueryBus,
  ) {}

  @Put(':id/tickets')
  @HttpCode(200)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Vrste ulaznica događaja (menadžer objekta događaja, admin): cela lista. Cena u RSD (0: besplatan ulaz uz ulaznicu; cena iznad 0 traži račun za uplate objekta), broj ulaznica, početak i kraj prodaje ' +
      "(ISO trenutak ili vreme u Beogradu '2026-12-20T23:59'; bez kraja: do kraja događaja), najviše po porudžbini, opensAfter: _id ili naziv ulaznice posle čije rasprodaje se ova otvara. " +
      'Ulaznica sa _id zadržava prodate; izostavljena se skida sa prodaje (409 ako ima prodatih); broj ne može ispod prodatih. 400 imenuje polje (tiers.0.price); 404: događaj.',
  })
  @ApiBody({ schema: { type: 'object', required: ['tiers'], example: EXAMPLE } })
  set(
    @Param('id') eventId: string,
    @Body(validBody(ticketTiersSchema)) input: TicketTiersInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<TicketTiersView> {
    return this.commands.answer(new SetTicketTiersCommand(eventId, input, caller, context), new GetTicketTiersQuery(eventId), { readModels: ['tickets'] });
  }

  @Get(':id/tickets')
  @GuestOrCaller()
  @ApiOperation({
    summary:
      "Ulaznice događaja (bilo ko): za svaku cena, broj, koliko ih je ostalo (available) i stanje: 'onSale', 'soldOut', 'notYet' (prodaja nije počela ili čeka rasprodaju druge), 'ended'.",
  })
  tiers(@Param('id') eventId: string): Promise<TicketTiersView> {
    return this.queries.execute(new GetTicketTiersQuery(eventId));
  }
}
