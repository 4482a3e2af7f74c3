import { Body, Controller, Param, Put, UploadedFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { venueImageNameSchema, type VenueView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { badRequest } from '#platform/commands/domain-errors';
import { ApiVersionedEdit } from '#platform/http/versioned-edit';
import { validFormBody } from '#platform/http/multipart/form-body';
import { MAX_MEGABYTES, SingleImageUpload } from '#platform/http/multipart/image-upload';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { ChangeVenueImageCommand } from './change-venue-image.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class ChangeVenueImageHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put('addClubImage/:clubId')
  @VersionedRecord(venueVersion)
  @Roles('admin', 'manager')
  @SingleImageUpload('image')
  @ApiBearerAuth()
  @ApiVersionedEdit()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: `Logo, svetli logo, sličica ili mapa objekta (multipart: image, imageName; najviše ${MAX_MEGABYTES} MB)` })
  @ApiBody({
    schema: {
      type: 'object',
      properties: { image: { type: 'string', format: 'binary' }, imageName: { type: 'string', enum: ['logo', 'lightLogo', 'thumbnail', 'mapClub'] } },
    },
  })
  async add(
    @Param('clubId') clubId: string,
    @Body(validFormBody(venueImageNameSchema)) { imageName }: { imageName: 'logo' | 'lightLogo' | 'thumbnail' | 'mapClub' },
    @UploadedFile() image: Express.Multer.File | undefined,
    @EditCommand() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<VenueView> {
    if (!image) throw badRequest('refusal.venues.imageRequired', 'image');
    return this.commands.answer(new ChangeVenueImageCommand(clubId, imageName, image.buffer, context), new GetVenueQuery(clubId, caller));
  }
}
