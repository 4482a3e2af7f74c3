import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { RateLimited } from '#platform/http/rate-limit';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { inRequestLanguage } from '#platform/http/request-language';

export const RESET_LINK_SENT = 'identity.resetLinkSent';

@ApiTags('auth')
@Controller('auth')
export class RequestPasswordResetHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post('change-password')
  @RateLimited('change-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Zahtev za link za promenu lozinke',
    description: 'Šalje APP_URL/auth/reset-password/{token} (važi 1 sat). Odgovor je isti bez obzira da li nalog postoji.',
  })
  @ApiBody({ schema: { example: { email: 'marko@example.rs' } } })
  async request(@Body(validBody(passwordResetRequestSchema)) input: PasswordResetRequestInput, @Command() context: CommandContext) {
    // Not waiting for read models: nothing the caller reads next depends on it, and the answer
    // must not differ between known and unknown addresses.
    await this.commands.dispatch(new RequestPasswordResetCommand(input.email, context));
    return { message: inRequestLanguage(RESET_LINK_SENT) };
  }
}
