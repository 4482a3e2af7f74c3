import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { RemoveTableCommand } from './remove-table.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { tableVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class RemoveTableHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete('table/:tableId')
  @VersionedRecord(tableVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje stola (admin, ili menadžer objekta kome sto pripada)' })
  async remove(@Param('tableId') tableId: string, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<RemoveTableCommand, CommandOutcome>(new RemoveTableCommand(tableId, context));
    await this.readYourWrites.after(outcome.position);
    return { _id: tableId, message: 'Sto je obrisan' };
  }
}
