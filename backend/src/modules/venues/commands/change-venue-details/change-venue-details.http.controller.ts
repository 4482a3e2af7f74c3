import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueUpdateSchema, type VenueUpdateInput, type VenueView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { ApiVersionedEdit } from '#platform/http/versioned-edit';
import { validFormBody } from '#platform/http/multipart/form-body';
import { FormFieldsUpload } from '#platform/http/multipart/image-upload';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { VENUE_BODY_EXAMPLE } from '../create-venue/create-venue.http.controller';
import { ChangeVenueDetailsCommand } from './change-venue-details.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class ChangeVenueDetailsHttpController {
  constructor(private readonly commands: CommandRunner) {}

  /** Registered after the one-segment PUT routes (updateWorkingHours, sliders): `:clubId` would take them. */
  @Put(':clubId')
  @VersionedRecord(venueVersion)
  @Roles('admin', 'manager')
  @FormFieldsUpload()
  @ApiBearerAuth()
  @ApiVersionedEdit()
  @ApiOperation({ summary: 'Izmena podataka objekta (admin, ili menadžer svog objekta; rang menja samo admin)' })
  @ApiBody({ schema: { example: VENUE_BODY_EXAMPLE.club } })
  async change(
    @Param('clubId') clubId: string,
    @Body(validFormBody(venueUpdateSchema)) input: VenueUpdateInput,
    @EditCommand() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<VenueView> {
    return this.commands.answer(new ChangeVenueDetailsCommand(clubId, input, context), new GetVenueQuery(clubId, caller));
  }
}
