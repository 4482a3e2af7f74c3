import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueWithManagerUpdateSchema, type VenueView, type VenueWithManagerUpdateInput } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { ApiVersionedEdit } from '#platform/http/versioned-edit';
import { validFormBody } from '#platform/http/multipart/form-body';
import { FormFieldsUpload } from '#platform/http/multipart/image-upload';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { VENUE_BODY_EXAMPLE } from '../create-venue/create-venue.http.controller';
import { UpdateVenueWithManagerCommand } from './update-venue-with-manager.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class UpdateVenueWithManagerHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put('updateWithManager/:clubId')
  @VersionedRecord(venueVersion)
  @Roles('admin')
  @FormFieldsUpload()
  @ApiBearerAuth()
  @ApiVersionedEdit()
  @ApiOperation({ summary: 'Izmena objekta i podataka menadžera (admin); lozinka se menja samo ako je data' })
  @ApiBody({ schema: { example: VENUE_BODY_EXAMPLE } })
  async update(
    @Param('clubId') clubId: string,
    @Body(validFormBody(venueWithManagerUpdateSchema)) input: VenueWithManagerUpdateInput,
    @EditCommand() context: CommandContext,
  ): Promise<VenueView> {
    return this.commands.answer(new UpdateVenueWithManagerCommand(clubId, input, context), new GetVenueQuery(clubId, { role: 'admin', clubId: null }));
  }
}
