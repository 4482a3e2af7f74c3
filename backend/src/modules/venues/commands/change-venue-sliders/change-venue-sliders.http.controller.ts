import { Body, Controller, Param, Put, UploadedFiles } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SliderImageView, VenueView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '../../../../platform/auth/authenticated-user';
import { CurrentUser, Roles } from '../../../../platform/auth/roles.decorator';
import { Command, type CommandContext } from '../../../../platform/commands/command-context.decorator';
import type { CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { ReadYourWrites } from '../../../../platform/commands/read-your-writes';
import { ImagesUpload, MAX_MEGABYTES } from '../../../../platform/http/multipart/image-upload';
import { sliderUploads } from '../../../../platform/http/multipart/slider-uploads';
import { targetClubId } from '../../http/target-club';
import { GetVenueQuery } from '../../queries/get-venue/get-venue.query';
import { ChangeVenueSlidersCommand } from './change-venue-sliders.command';

@ApiTags('club')
@Controller('club')
export class ChangeVenueSlidersHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** `club/sliders` without an id is the manager's own venue (the form sends '' when it has none). */
  @Put(['sliders/:clubId', 'sliders'])
  @Roles('admin', 'manager')
  @ImagesUpload(12)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: `Slajder objekta, šest mesta image1–image6 (najviše ${MAX_MEGABYTES} MB po slici)`,
    description: 'Datoteke u poljima image1…image6, ili u polju files uz sliderImages[] { originalname, index, name }. Menjaju se samo mesta za koja je poslata datoteka.',
  })
  async change(
    @Param('clubId') clubId: string | undefined,
    @Body() body: unknown,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<SliderImageView[]> {
    const club = targetClubId(caller, clubId);
    const uploads = sliderUploads(body, files);
    const outcome = await this.commandBus.execute<ChangeVenueSlidersCommand, CommandOutcome>(new ChangeVenueSlidersCommand(club, uploads, context));
    await this.readYourWrites.after(outcome.position);
    const venue = await this.queryBus.execute<GetVenueQuery, VenueView>(new GetVenueQuery(club, caller));
    return venue.sliderImages;
  }
}
