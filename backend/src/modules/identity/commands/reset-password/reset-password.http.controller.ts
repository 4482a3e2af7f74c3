import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { passwordResetSchema, type PasswordResetInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { ResetPasswordCommand } from './reset-password.command';
import { inRequestLanguage } from '#platform/http/request-language';

export const PASSWORD_CHANGED = 'identity.passwordChanged';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Nova lozinka tokenom iz mejla',
    description: 'Token važi 1 sat i samo jednom; posle promene sve sesije naloga prestaju da važe. 400: neispravan ili iskorišćen link; 410: istekao.',
  })
  @ApiBody({ schema: { example: { token: '…', password: 'nova-lozinka', confirmPassword: 'nova-lozinka' } } })
  async reset(@Body(validBody(passwordResetSchema)) input: PasswordResetInput, @Command() context: CommandContext) {
    await this.commands.run(new ResetPasswordCommand(input.token, input.password, context));
    return { message: inRequestLanguage(PASSWORD_CHANGED) };
  }
}
