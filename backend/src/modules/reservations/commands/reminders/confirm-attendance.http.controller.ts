import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationCancelSchema, type ReservationDetailView, type ReservationView } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GuestLinkReservations, withoutMails } from '../../http/guest-link';
import { GetReservationQuery } from '../../queries/get-reservation/get-reservation.query';
import { ConfirmAttendanceByLinkCommand } from './confirm-attendance.command';

/** 'Dolazim' from the reminder: the guest confirms by the signed link, without an account. */
@ApiTags('reservations')
@Controller('reservations')
export class ConfirmAttendanceHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly guestLinks: GuestLinkReservations,
  ) {}

  @Post('attend')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'ReservationHttpController_attendByLink',
    summary: "'Dolazim': gost potpisanim linkom iz podsetnika potvrđuje dolazak (attendance: 'confirmed')",
  })
  async attendByLink(@Body(validBody(reservationCancelSchema)) { token }: { token: string }, @Command() context: CommandContext): Promise<ReservationView> {
    const { _id: reservationId, version } = await this.guestLinks.reservationOf(token, 'attend');
    const command = new ConfirmAttendanceByLinkCommand(reservationId, context, version);
    return withoutMails(await this.commands.answer<ReservationDetailView>(command, new GetReservationQuery(reservationId, null, true)));
  }
}
