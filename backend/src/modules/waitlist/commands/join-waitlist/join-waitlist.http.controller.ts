import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { waitlistJoinSchema, type WaitlistJoinedView, type WaitlistJoinInput } from '@izlazak/contracts';
import { GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { Idempotent } from '#platform/http/idempotency';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import type { WaitlistEvent } from '../../domain/waitlist.decider';
import { WAITLIST_JOIN_EXAMPLE } from '../../http/waitlist.openapi';
import { JoinWaitlistCommand } from './join-waitlist.command';

@ApiTags('waitlist')
@Controller('waitlist')
export class JoinWaitlistHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @GuestOrCaller()
  @RateLimited('waitlist', { factor: 10, anonymousOnly: true })
  @ApiOperation({
    summary:
      "Upis na listu čekanja objekta za noć (bilo ko). Kada se oslobodi sto koji odgovara (broj osoba, zona ako je data), gost dobija mejl sa linkom koji mu sto čuva waitlistOfferMinutes minuta. 404: objekat; 400: noć je prošla ili objekat tada ne radi. Adresa koja je već na listi te noći dobija odgovor kao novi upis, a njen vlasnik mejl da je već na listi (odgovor nikome ne otkriva ko čeka).",
  })
  @ApiBody({ schema: { type: 'object', required: ['clubId', 'night', 'persons', 'firstName', 'lastName', 'phone', 'email'], example: WAITLIST_JOIN_EXAMPLE } })
  async join(@Body(validBody(waitlistJoinSchema)) input: WaitlistJoinInput, @Command() context: CommandContext): Promise<WaitlistJoinedView> {
    const entryId = randomUUID();
    const outcome = await this.commandBus.execute<JoinWaitlistCommand, CommandOutcome<WaitlistEvent>>(new JoinWaitlistCommand(entryId, input, context));
    await this.readYourWrites.after(outcome.position, ['waitlist']);
    return { _id: entryId };
  }
}
