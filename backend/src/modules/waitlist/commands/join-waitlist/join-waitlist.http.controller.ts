import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { waitlistJoinSchema, type WaitlistJoinedView, type WaitlistJoinInput } from '@izlazak/contracts';
import { GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { Idempotent } from '#platform/http/idempotency';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import { WAITLIST_JOIN_EXAMPLE } from '../../http/waitlist.openapi';
import { JoinWaitlistCommand } from './join-waitlist.command';

@ApiTags('waitlist')
@Controller('waitlist')
export class JoinWaitlistHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @GuestOrCaller()
  @RateLimited('waitlist', { factor: 10, anonymousOnly: true })
  @ApiOperation({
    summary:
      'Upis na listu čekanja objekta za noć (bilo ko). Kada se oslobodi sto koji odgovara (broj osoba, zona ako je data), gost dobija mejl sa linkom koji mu sto čuva waitlistOfferMinutes minuta. 404: objekat; 400: noć je prošla ili objekat tada ne radi. Adresa koja je već na listi te noći dobija odgovor kao novi upis, a njen vlasnik mejl da je već na listi (odgovor nikome ne otkriva ko čeka).',
  })
  @ApiBody({ schema: { type: 'object', required: ['clubId', 'night', 'persons', 'firstName', 'lastName', 'phone', 'email'], example: WAITLIST_JOIN_EXAMPLE } })
  async join(@Body(validBody(waitlistJoinSchema)) input: WaitlistJoinInput, @Command() context: CommandContext): Promise<WaitlistJoinedView> {
    const entryId = randomUUID();
    await this.commands.run(new JoinWaitlistCommand(entryId, input, context), ['waitlist']);
    return { _id: entryId };
  }
}
