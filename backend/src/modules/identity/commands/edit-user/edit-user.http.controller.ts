import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { editUserSchema, type EditUserInput, type UserView } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GetUserQuery } from '../../queries/get-user/get-user.query';
import { EditUserCommand } from './edit-user.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { userVersion } from '../user-versions';

@ApiTags('users')
@Controller('user')
export class EditUserHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':id')
  @VersionedRecord(userVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Izmena korisnika ili osoblja',
    description:
      'Admin menja sve osim administratora; menadžer samo osoblje i menadžere svog objekta. Nova lozinka ili deaktivacija odjavljuje nalog sa svih uređaja. Nova email adresa važi kada vlasnik otvori link poslat na nju (do tada pendingEmail).',
  })
  @ApiBody({ schema: { example: { firstName: 'Ana', email: 'ana@example.rs', status: false, role: 'manager', password: '', confirmPassword: '' } } })
  async edit(@Param('id') userId: string, @Body(validBody(editUserSchema)) input: EditUserInput, @Command() context: CommandContext): Promise<UserView> {
    return this.commands.answer(new EditUserCommand(userId, input, context), new GetUserQuery(userId));
  }
}
