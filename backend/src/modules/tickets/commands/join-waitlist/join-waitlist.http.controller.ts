import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ticketWaitlistSchema, type TicketOfferView, type TicketWaitlistEntryView, type TicketWaitlistInput } from '@izlazak/contracts';
import { GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import { GetTicketOfferQuery, GetTicketWaitlistEntryQuery } from '../../queries/ticket.queries';
import { JoinTicketWaitlistCommand } from './join-waitlist.command';

@ApiTags('tickets')
@Controller()
export class TicketWaitlistHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: QueryBus,
  ) {}

  @Post('event/:id/tickets/:tierId/waitlist')
  @Idempotent()
  @HttpCode(201)
  @GuestOrCaller()
  @RateLimited('ticket-waitlist', { factor: 10, anonymousOnly: true })
  @ApiOperation({
    summary:
      "'Obavesti me' za rasprodatu ulaznicu (bilo ko): broj ulaznica, ime, prezime, email, telefon. Kad se ulaznice vrate (istekla rezervacija, povraćaj, veći broj), prvom na listi se nude sve koje je tražio, " +
      'na 30 minuta, mejlom sa linkom; neiskorišćena ponuda ide sledećem. 409 dok je ulaznica u prodaji i posle kraja prodaje. Adresa koja već čeka ovu ulaznicu dobija odgovor kao novi upis, ' +
      'a njen vlasnik mejl da je već na listi i da mu mesto ostaje (odgovor nikome ne otkriva ko čeka).',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['quantity', 'firstName', 'lastName', 'email', 'phone'],
      example: { quantity: 2, firstName: 'Ana', lastName: 'Ilić', email: 'ana@primer.rs', phone: '+381 64 123 4567' },
    },
  })
  join(
    @Param('id') eventId: string,
    @Param('tierId') tierId: string,
    @Body(validBody(ticketWaitlistSchema)) input: TicketWaitlistInput,
    @Command() context: CommandContext,
  ): Promise<TicketWaitlistEntryView> {
    const entryId = randomUUID();
    return this.commands.answer(new JoinTicketWaitlistCommand(eventId, tierId, entryId, input, context), new GetTicketWaitlistEntryQuery(entryId), { readModels: ['tickets'] });
  }

  @Get('ticket-offers/:token')
  @GuestOrCaller()
  @ApiOperation({ summary: 'Ponuda ulaznica onome ko je čekao (ko ima link iz mejla): koliko, koja, po kojoj ceni, do kada. Kupuje se sa POST /api/ticket-orders i offerToken.' })
  offer(@Param('token') token: string): Promise<TicketOfferView> {
    return this.queries.execute(new GetTicketOfferQuery(token));
  }
}
