import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFAULT_LOCALE, subscribeSchema, type SubscribeInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { RateLimited } from '#platform/http/rate-limit';
import { SubscribeCommand } from './subscribe.command';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('site')
@Controller('site')
export class SubscribeHttpController {
  constructor(private readonly commands: CommandRunner) {}

  /** The same answer whether the address was new or already on the list. */
  @Post('subscribe')
  @RateLimited('subscribe')
  @HttpCode(201)
  @ApiOperation({ summary: 'Prijava na obaveštenja o novim objektima i događajima; potvrda stiže e-poštom sa linkom za odjavu' })
  @ApiBody({ schema: { example: { email: 'ana@example.rs', locale: 'en' } } })
  async subscribe(@Body(validBody(subscribeSchema)) input: SubscribeInput, @Command() context: CommandContext) {
    await this.commands.run(new SubscribeCommand(input.email, input.locale ?? DEFAULT_LOCALE, context));
    return { message: inRequestLanguage('subscribe.done') };
  }
}
