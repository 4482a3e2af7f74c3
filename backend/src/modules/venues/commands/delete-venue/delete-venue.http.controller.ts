import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { DeleteVenueCommand } from './delete-venue.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class DeleteVenueHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete(':clubId')
  @VersionedRecord(venueVersion)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje objekta (admin): nestaje iz svih lista, istorija ostaje' })
  async delete(@Param('clubId') clubId: string, @Command() context: CommandContext) {
    const outcome = await this.commandBus.execute<DeleteVenueCommand, CommandOutcome>(new DeleteVenueCommand(clubId, context));
    await this.readYourWrites.after(outcome.position);
    return { _id: clubId, message: 'Objekat je obrisan' };
  }
}
