import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { guestListEntrySchema, type GuestListEntryInput, type GuestListEntryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { Idempotent } from '#platform/http/idempotency';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import { entryOf, type GuestListEvent } from '../../domain/guest-list/guest-list.events';
import { GetGuestListEntryQuery } from '../../queries/guest-list.queries';
import { SignUpToGuestListCommand } from './sign-up.command';

const EXAMPLE = { firstName: 'Ana', lastName: 'Ilić', phone: '+381 64 123 4567', email: 'ana@primer.rs', plusOnes: 1, promoterCode: 'K7M2Q9P' };

@ApiTags('guest-lists')
@Controller('guest-lists')
export class SignUpToGuestListHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: QueryBus,
  ) {}

  @Post(':listId/entries')
  @Idempotent()
  @HttpCode(201)
  @GuestOrCaller()
  @RateLimited('guest-list-entries', { factor: 10, anonymousOnly: true })
  @ApiOperation({
    summary:
      "Upis na listu (bilo ko): ime, prezime, telefon, email (neobavezan), plusOnes — '+N' koje ime vodi. Jedan upis po telefonu na listi: ponovni upis menja postojeći i daje mu novi kod (stari više ne važi). " +
      "Odgovor nosi kod za ulaz (code, za QR). 409 'Lista je popunjena' kada nema mesta za 1 + plusOnes; 409 'Lista je zatvorena' posle closesAt; 400 imenuje plusOnes iznad dozvoljenog; 404: lista. " +
      'promoterCode: kod promotera objekta (nepoznat: 400 na promoterCode); prijavljeni promoter upisuje pod svojim kodom. Privatna lista (public: false) prima upis samo preko promotera (403). ' +
      "Mesta po promoteru (perPromoterCapacity): 409 'Mesta ovog promotera na listi su popunjena'.",
  })
  @ApiBody({ schema: { type: 'object', required: ['firstName', 'lastName', 'phone'], example: EXAMPLE } })
  async signUp(
    @Param('listId') listId: string,
    @Body(validBody(guestListEntrySchema)) input: GuestListEntryInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser | null,
  ): Promise<GuestListEntryView> {
    const newEntryId = randomUUID();
    const { events } = await this.commands.run<CommandOutcome<GuestListEvent>>(new SignUpToGuestListCommand(listId, newEntryId, input, caller, context), ['guest-lists']);
    // Signing again with the same phone changed the entry that was there.
    return this.queries.execute(new GetGuestListEntryQuery(entryOf(events) ?? newEntryId));
  }
}
