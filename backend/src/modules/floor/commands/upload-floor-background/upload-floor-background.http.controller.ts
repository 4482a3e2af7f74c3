import { Controller, Param, Post, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FloorBackgroundView } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { badRequest } from '#platform/commands/domain-errors';
import { MAX_MEGABYTES, SingleImageUpload } from '#platform/http/multipart/image-upload';
import { UploadFloorBackgroundCommand } from './upload-floor-background.command';

@ApiTags('club')
@Controller('club')
export class UploadFloorBackgroundHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post(':clubId/floor/background')
  @Roles('admin', 'manager')
  @SingleImageUpload('image')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: `Slika za pozadinu rasporeda (multipart: image; najviše ${MAX_MEGABYTES} MB): čuva se i vraća njena putanja, koju PUT rasporeda postavlja kao background`,
  })
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  upload(@Param('clubId') clubId: string, @UploadedFile() image: Express.Multer.File | undefined, @Command() context: CommandContext): Promise<FloorBackgroundView> {
    if (!image) throw badRequest('refusal.floor.imageRequired', 'image');
    return this.commands.dispatch(new UploadFloorBackgroundCommand(clubId, image.buffer, context));
  }
}
