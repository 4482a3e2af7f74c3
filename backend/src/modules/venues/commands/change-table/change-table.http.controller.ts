import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueTableSchema, type VenueTableInput, type VenueTableView } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { ApiVersionedEdit } from '#platform/http/versioned-edit';
import { validBody } from '#platform/http/schema.pipe';
import { GetVenueTableQuery } from '../../queries/list-venue-tables/list-venue-tables.query';
import { ChangeTableCommand } from './change-table.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { tableVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class ChangeTableHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put('table/:tableId')
  @VersionedRecord(tableVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiVersionedEdit()
  @ApiOperation({ summary: 'Izmena stola (admin, ili menadžer objekta kome sto pripada)' })
  @ApiBody({ schema: { example: { name: 'Sto 1', maxPersons: '8', area: 'Terasa' } } })
  async change(@Param('tableId') tableId: string, @Body(validBody(venueTableSchema)) input: VenueTableInput, @EditCommand() context: CommandContext): Promise<VenueTableView> {
    const details = { name: input.name, maxPersons: input.maxPersons, area: input.area };
    return this.commands.answer(new ChangeTableCommand(tableId, details, context), new GetVenueTableQuery(tableId));
  }
}
