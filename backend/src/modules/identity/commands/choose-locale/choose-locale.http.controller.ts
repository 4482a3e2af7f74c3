import { Body, Controller, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { localeChoiceSchema, type LocaleChoiceInput, type UserView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetUserQuery } from '../../queries/get-user/get-user.query';
import { ChooseLocaleCommand } from './choose-locale.command';

@ApiTags('users')
@Controller('user')
export class ChooseLocaleHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Patch('locale')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Jezik mog naloga: sr-Latn, sr-Cyrl ili en',
    description: 'Jezik na kome kontrolna tabla i stranice naloga govore prijavljenom korisniku; vraća se kao locale u GET /api/auth/me.',
  })
  @ApiBody({ schema: { example: { locale: 'en' } } })
  async choose(@Body(validBody(localeChoiceSchema)) input: LocaleChoiceInput, @CurrentUser() caller: AuthenticatedUser, @Command() context: CommandContext): Promise<UserView> {
    return this.commands.answer(new ChooseLocaleCommand(caller.id, input.locale, context), new GetUserQuery(caller.id));
  }
}
