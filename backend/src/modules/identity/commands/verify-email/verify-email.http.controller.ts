import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { VerifyEmailCommand } from './verify-email.command';
import { inRequestLanguage } from '#platform/http/request-language';

export const EMAIL_VERIFIED = 'identity.emailVerified';

@ApiTags('auth')
@Controller('auth')
export class VerifyEmailHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post('verify-email/:token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Potvrda email adrese tokenom iz mejla',
    description:
      'Token važi 48 sati i samo jednom. Potvrđuje nalog ili, za link poslat na novu adresu, menja adresu naloga (409 ako ju je u međuvremenu zauzeo drugi nalog). 400: neispravan ili iskorišćen link; 410: istekao link (nova prijava šalje novi).',
  })
  async verify(@Param('token') token: string, @Command() context: CommandContext) {
    await this.commands.run(new VerifyEmailCommand(token, context));
    return { message: inRequestLanguage(EMAIL_VERIFIED) };
  }
}
