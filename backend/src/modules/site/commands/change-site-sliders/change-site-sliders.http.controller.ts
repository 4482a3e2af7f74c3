import { Body, Controller, Put, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SliderImageView } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { ImagesUpload, MAX_MEGABYTES } from '#platform/http/multipart/image-upload';
import { SLIDER_FORM_SCHEMA, sliderUploads } from '#platform/http/multipart/slider-uploads';
import { GetSiteSliderImagesQuery } from '../../queries/get-site-slider-images/get-site-slider-images.query';
import { ChangeSiteSlidersCommand } from './change-site-sliders.command';

@ApiTags('site')
@Controller('site')
export class ChangeSiteSlidersHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put('sliders')
  @Roles('admin')
  @ImagesUpload(12)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: SLIDER_FORM_SCHEMA })
  @ApiOperation({
    summary: `Slajder početne strane, šest mesta image1–image6 (admin; najviše ${MAX_MEGABYTES} MB po slici)`,
    description: 'Datoteke u poljima image1…image6, ili u polju files uz sliderImages[] { originalname, index, name }. Menjaju se samo mesta za koja je poslata datoteka.',
  })
  async change(@Body() body: unknown, @UploadedFiles() files: Express.Multer.File[] | undefined, @Command() context: CommandContext): Promise<SliderImageView[]> {
    return this.commands.answer(new ChangeSiteSlidersCommand(sliderUploads(body, files), context), new GetSiteSliderImagesQuery());
  }
}
