import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { DeleteUserCommand } from './delete-user.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { userVersion } from '../user-versions';
import { inRequestLanguage } from '#platform/http/request-language';

export const USER_DELETED = 'identity.userDeleted';

@ApiTags('users')
@Controller('user')
export class DeleteUserHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Delete(':id')
  @VersionedRecord(userVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Brisanje korisnika ili osoblja',
    description: 'Nalog se više ne prijavljuje i ne vidi u listama; email adresa i korisničko ime postaju slobodni.',
  })
  async delete(@Param('id') userId: string, @Command() context: CommandContext) {
    await this.commands.run(new DeleteUserCommand(userId, context));
    return { _id: userId, message: inRequestLanguage(USER_DELETED) };
  }
}
