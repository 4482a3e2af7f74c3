import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationUpdateSchema, type ReservationDetailView, type ReservationUpdateInput, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { VersionedRecord } from '#platform/http/conditional-request';
import { validBody } from '#platform/http/schema.pipe';
import { withoutMails } from '../../http/guest-link';
import { reservationVersion } from '../../http/reservation-version';
import { GetReservationQuery } from '../../queries/get-reservation/get-reservation.query';
import { ChangeReservationCommand } from './change-reservation.command';

/** An edit, a move (table, night, event) or a status of one reservation. */
@ApiTags('reservations')
@Controller('reservations')
export class ChangeReservationHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':id')
  @VersionedRecord(reservationVersion)
  @Authenticated()
  @ApiOperation({
    operationId: 'ReservationHttpController_change',
    summary: 'Izmena, premeštanje (sto, noć, događaj) ili status (Complete, Rejected, Cancelled); version iz prikaza čuva od izgubljenih izmena',
  })
  async change(
    @Param('id') id: string,
    @Body(validBody(reservationUpdateSchema)) input: ReservationUpdateInput,
    @Command() context: CommandContext,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<ReservationView> {
    return withoutMails(await this.commands.answer<ReservationDetailView>(new ChangeReservationCommand(id, input, context), new GetReservationQuery(id, viewer)));
  }
}
