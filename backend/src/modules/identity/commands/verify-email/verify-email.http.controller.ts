import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { VerifyEmailCommand } from './verify-email.command';

export const EMAIL_VERIFIED = 'Email adresa je uspešno potvrđena. Sada se možete prijaviti.';

@ApiTags('auth')
@Controller('auth')
export class VerifyEmailHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('verify-email/:token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Potvrda email adrese tokenom iz mejla',
    description:
      'Token važi 48 sati i samo jednom. Potvrđuje nalog ili, za link poslat na novu adresu, menja adresu naloga (409 ako ju je u međuvremenu zauzeo drugi nalog). 400: neispravan ili iskorišćen link; 410: istekao link (nova prijava šalje novi).',
  })
  async verify(@Param('token') token: string, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<VerifyEmailCommand, CommandOutcome>(new VerifyEmailCommand(token, context));
    await this.readYourWrites.after(outcome.position);
    return { message: EMAIL_VERIFIED };
  }
}
