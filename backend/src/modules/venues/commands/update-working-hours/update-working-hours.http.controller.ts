import { Body, Controller, Put, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { updateWorkingHoursSchema, type UpdateWorkingHoursInput, type VenueView, type VenueWorkingHoursEntry } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { ApiVersionedEdit } from '#platform/http/versioned-edit';
import { validBody } from '#platform/http/schema.pipe';
import { toWorkingHoursDays } from '../../domain/working-hours';
import { targetClubId } from '../../http/target-club';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { UpdateWorkingHours } from './update-working-hours.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class UpdateWorkingHoursHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  @Put('updateWorkingHours')
  @VersionedRecord(venueVersion)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiVersionedEdit()
  @ApiOperation({
    summary: 'Radno vreme objekta (menadžer: svoj objekat; admin: clubId u telu ili upitu)',
    description:
      'Telo je lista dana ili { clubId, workingHours }. Dan: ime (Ponedeljak…) ili broj 0–6 (0 = nedelja). closed: true znači da objekat tog dana ne radi; alwaysOpen: 24h; inače from i to u formatu HH:mm, a to pre from znači da noć traje posle ponoći.',
  })
  @ApiQuery({ name: 'clubId', required: false })
  @ApiBody({
    schema: {
      example: [
        { day: 'Petak', from: '22:00', to: '04:00', closed: false, alwaysOpen: false },
        { day: 'Ponedeljak', closed: true },
      ],
    },
  })
  async update(
    @Body(validBody(updateWorkingHoursSchema)) input: UpdateWorkingHoursInput,
    @Query('clubId') clubIdInQuery: unknown,
    @EditCommand() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<VenueWorkingHoursEntry[]> {
    const clubId = targetClubId(caller, input.clubId ?? (typeof clubIdInQuery === 'string' ? clubIdInQuery : undefined));
    await this.commands.run(new UpdateWorkingHours(clubId, toWorkingHoursDays(input.workingHours), context));
    const venue = await this.queryBus.execute<GetVenueQuery, VenueView>(new GetVenueQuery(clubId, caller));
    return venue.workingHours;
  }
}
