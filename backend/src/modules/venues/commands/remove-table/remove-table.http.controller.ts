import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { RemoveTableCommand } from './remove-table.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { tableVersion } from '../../http/venue-versions';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('club')
@Controller('club')
export class RemoveTableHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Delete('table/:tableId')
  @VersionedRecord(tableVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje stola (admin, ili menadžer objekta kome sto pripada)' })
  async remove(@Param('tableId') tableId: string, @Command() context: CommandContext) {
    await this.commands.run(new RemoveTableCommand(tableId, context));
    return { _id: tableId, message: inRequestLanguage('refusal.venues.tableDeleted') };
  }
}
