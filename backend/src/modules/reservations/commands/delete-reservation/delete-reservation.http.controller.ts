import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { VersionedRecord } from '#platform/http/conditional-request';
import { inRequestLanguage } from '#platform/http/request-language';
import { reservationVersion } from '../../http/reservation-version';
import { DeleteReservationCommand } from './delete-reservation.command';

/** The venue takes a reservation off its lists; the table is free again. */
@ApiTags('reservations')
@Controller('reservations')
export class DeleteReservationHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Delete(':id')
  @VersionedRecord(reservationVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ operationId: 'ReservationHttpController_remove', summary: 'Briše rezervaciju sa lista (istorija ostaje u toku događaja) i oslobađa sto' })
  async remove(@Param('id') id: string, @Command() context: CommandContext): Promise<{ _id: string; message: string }> {
    await this.commands.run(new DeleteReservationCommand(id, context));
    return { _id: id, message: inRequestLanguage('refusal.reservations.deleted') };
  }
}
