import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { DeleteUserCommand } from './delete-user.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { userVersion } from '../user-versions';

export const USER_DELETED = 'Korisnik je obrisan';

@ApiTags('users')
@Controller('user')
export class DeleteUserHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete(':id')
  @VersionedRecord(userVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Brisanje korisnika ili osoblja',
    description: 'Nalog se više ne prijavljuje i ne vidi u listama; email adresa i korisničko ime postaju slobodni.',
  })
  async delete(@Param('id') userId: string, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<DeleteUserCommand, CommandOutcome>(new DeleteUserCommand(userId, context));
    await this.readYourWrites.after(outcome.position);
    return { _id: userId, message: USER_DELETED };
  }
}
