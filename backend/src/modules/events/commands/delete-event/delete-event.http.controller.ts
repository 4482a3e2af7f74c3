import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { DeleteEventCommand } from './delete-event.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { eventVersion } from '../../http/event-version';

@ApiTags('event')
@Controller('event')
export class DeleteEventHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete(':eventId')
  @VersionedRecord(eventVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje događaja svog objekta (admin: bilo kog): nestaje iz lista, istorija ostaje' })
  async delete(@Param('eventId') eventId: string, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<DeleteEventCommand, CommandOutcome>(new DeleteEventCommand(eventId, context));
    await this.readYourWrites.after(outcome.position);
    return { _id: eventId, message: 'Event uspešno obrisana' };
  }
}
