import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { DeleteVenueCommand } from './delete-venue.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('club')
@Controller('club')
export class DeleteVenueHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Delete(':clubId')
  @VersionedRecord(venueVersion)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje objekta (admin): nestaje iz svih lista, istorija ostaje' })
  async delete(@Param('clubId') clubId: string, @Command() context: CommandContext) {
    await this.commands.run(new DeleteVenueCommand(clubId, context));
    return { _id: clubId, message: inRequestLanguage('refusal.venues.deleted') };
  }
}
