import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VenueView } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { ApproveVenueCommand } from './approve-venue.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class ApproveVenueHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Put('approve/:clubId')
  @VersionedRecord(venueVersion)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Odobrenje prijavljenog objekta (admin): objekat postaje javan, menadžer se može prijaviti' })
  async approve(@Param('clubId') clubId: string, @Command() context: CommandContext): Promise<VenueView> {
    const outcome = await this.commandBus.execute<ApproveVenueCommand, CommandOutcome>(new ApproveVenueCommand(clubId, context));
    await this.readYourWrites.after(outcome.position);
    return this.queryBus.execute(new GetVenueQuery(clubId, { role: 'admin', clubId: null }));
  }
}
