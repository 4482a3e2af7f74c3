import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueWithManagerUpdateSchema, type VenueView, type VenueWithManagerUpdateInput } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
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
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

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
    const outcome = await this.commandBus.execute<UpdateVenueWithManagerCommand, CommandOutcome>(new UpdateVenueWithManagerCommand(clubId, input, context));
    await this.readYourWrites.after(outcome.position);
    return this.queryBus.execute(new GetVenueQuery(clubId, { role: 'admin', clubId: null }));
  }
}
