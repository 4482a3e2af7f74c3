import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueTableSchema, type VenueTableInput, type VenueTableView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { targetClubId } from '../../http/target-club';
import { GetVenueTableQuery } from '../../queries/list-venue-tables/list-venue-tables.query';
import { AddTableCommand } from './add-table.command';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('club')
@Controller('club')
export class AddTableHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post('table')
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Novi sto (menadžer: svoj objekat; admin: clubId)' })
  @ApiBody({ schema: { example: { name: 'Sto 1', maxPersons: '6', area: 'Terasa' } } })
  async add(@Body(validBody(venueTableSchema)) input: VenueTableInput, @Command() context: CommandContext, @CurrentUser() caller: AuthenticatedUser): Promise<VenueTableView> {
    const clubId = targetClubId(caller, input.clubId);
    const tableId = randomUUID();
    const details = { name: input.name, maxPersons: input.maxPersons, area: input.area };
    return this.commands.answer(new AddTableCommand(tableId, clubId, details, context), new GetVenueTableQuery(tableId));
  }
}
