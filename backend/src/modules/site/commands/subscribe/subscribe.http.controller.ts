import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { subscribeSchema, type SubscribeInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { validBody } from '#platform/http/schema.pipe';
import { RateLimited } from '#platform/http/rate-limit';
import { SubscribeCommand } from './subscribe.command';

@ApiTags('site')
@Controller('site')
export class SubscribeHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The same answer whether the address was new or already on the list. */
  @Post('subscribe')
  @RateLimited('subscribe')
  @HttpCode(201)
  @ApiOperation({ summary: 'Prijava na obaveštenja o novim objektima i događajima; potvrda stiže e-poštom sa linkom za odjavu' })
  @ApiBody({ schema: { example: { email: 'ana@example.rs' } } })
  async subscribe(@Body(validBody(subscribeSchema)) input: SubscribeInput, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<SubscribeCommand, CommandOutcome>(new SubscribeCommand(input.email, context));
    await this.readYourWrites.after(outcome.position);
    return { message: 'Email uspešno dodat' };
  }
}
