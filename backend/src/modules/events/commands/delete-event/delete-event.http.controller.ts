import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { DeleteEventCommand } from './delete-event.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { eventVersion } from '../../http/event-version';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('event')
@Controller('event')
export class DeleteEventHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Delete(':eventId')
  @VersionedRecord(eventVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje događaja svog objekta (admin: bilo kog): nestaje iz lista, istorija ostaje' })
  async delete(@Param('eventId') eventId: string, @Command() context: CommandContext) {
    await this.commands.run(new DeleteEventCommand(eventId, context));
    return { _id: eventId, message: inRequestLanguage('refusal.events.deleted') };
  }
}
