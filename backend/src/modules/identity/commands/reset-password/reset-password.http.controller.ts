import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { passwordResetSchema, type PasswordResetInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { validBody } from '#platform/http/schema.pipe';
import { ResetPasswordCommand } from './reset-password.command';

export const PASSWORD_CHANGED = 'Lozinka je uspješno promijenjena';

@ApiTags('auth')
@Controller('auth')
export class ResetPasswordHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Nova lozinka tokenom iz mejla',
    description: 'Token važi 1 sat i samo jednom; posle promene sve sesije naloga prestaju da važe. 400: neispravan ili iskorišćen link; 410: istekao.',
  })
  @ApiBody({ schema: { example: { token: '…', password: 'nova-lozinka', confirmPassword: 'nova-lozinka' } } })
  async reset(@Body(validBody(passwordResetSchema)) input: PasswordResetInput, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<ResetPasswordCommand, CommandOutcome>(
      new ResetPasswordCommand(input.token, input.password, context),
    );
    await this.readYourWrites.after(outcome.position);
    return { message: PASSWORD_CHANGED };
  }
}
