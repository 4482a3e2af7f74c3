import { Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VenueView } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { ApproveVenueCommand } from './approve-venue.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class ApproveVenueHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put('approve/:clubId')
  @VersionedRecord(venueVersion)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Odobrenje prijavljenog objekta (admin): objekat postaje javan, menadžer se može prijaviti' })
  async approve(@Param('clubId') clubId: string, @Command() context: CommandContext): Promise<VenueView> {
    return this.commands.answer(new ApproveVenueCommand(clubId, context), new GetVenueQuery(clubId, { role: 'admin', clubId: null }));
  }
}
