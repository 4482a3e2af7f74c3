import { Body, Controller, Param, Put, UploadedFiles, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SliderImageView, VenueView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { EditCommand, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { ApiVersionedEdit } from '#platform/http/versioned-edit';
import { ImagesUpload, MAX_MEGABYTES } from '#platform/http/multipart/image-upload';
import { SLIDER_FORM_SCHEMA, sliderUploads } from '#platform/http/multipart/slider-uploads';
import { targetClubId } from '../../http/target-club';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { ChangeVenueSlidersCommand } from './change-venue-sliders.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

const SLIDER_DESCRIPTION =
  'Datoteke u poljima image1…image6, ili u polju files uz sliderImages[] { originalname, index, name }. Menjaju se samo mesta za koja je poslata datoteka.';

/** Both slider routes: the same form, roles and If-Match (listed in the order stacked decorators apply, bottom up). */
const SliderEdit = () =>
  applyDecorators(
    ApiBody({ schema: SLIDER_FORM_SCHEMA }),
    ApiConsumes('multipart/form-data'),
    ApiVersionedEdit(),
    ApiBearerAuth(),
    ImagesUpload(12),
    Roles('admin', 'manager'),
    VersionedRecord(venueVersion),
  );

@ApiTags('club')
@Controller('club')
export class ChangeVenueSlidersHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put('sliders/:clubId')
  @SliderEdit()
  @ApiOperation({ summary: `Slajder objekta, šest mesta image1–image6 (najviše ${MAX_MEGABYTES} MB po slici)`, description: SLIDER_DESCRIPTION })
  changeOf(
    @Param('clubId') clubId: string,
    @Body() body: unknown,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @EditCommand() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<SliderImageView[]> {
    return this.change(targetClubId(caller, clubId), body, files, context, caller);
  }

  /** `club/sliders` without an id is the manager's own venue (the form sends '' when it has none). */
  @Put('sliders')
  @SliderEdit()
  @ApiOperation({ summary: `Slajder svog objekta (menadžer), šest mesta image1–image6 (najviše ${MAX_MEGABYTES} MB po slici)`, description: SLIDER_DESCRIPTION })
  changeOwn(
    @Body() body: unknown,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @EditCommand() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<SliderImageView[]> {
    return this.change(targetClubId(caller, undefined), body, files, context, caller);
  }

  private async change(club: string, body: unknown, files: Express.Multer.File[] | undefined, context: CommandContext, caller: AuthenticatedUser): Promise<SliderImageView[]> {
    const uploads = sliderUploads(body, files);
    const venue = await this.commands.answer<VenueView>(new ChangeVenueSlidersCommand(club, uploads, context), new GetVenueQuery(club, caller));
    return venue.sliderImages;
  }
}
