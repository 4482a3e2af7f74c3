import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationCancelSchema, type ReservationDetailView, type ReservationView } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { GuestLinkReservations, withoutMails } from '../../http/guest-link';
import { GetReservationQuery } from '../../queries/get-reservation/get-reservation.query';
import { CancelReservationByLinkCommand } from './cancel-reservation-by-link.command';

/** The guest cancels by the signed link of their mail, without an account. */
@ApiTags('reservations')
@Controller('reservations')
export class CancelReservationByLinkHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly guestLinks: GuestLinkReservations,
  ) {}

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ operationId: 'ReservationHttpController_cancelByLink', summary: 'Gost otkazuje rezervaciju potpisanim linkom iz mejla' })
  async cancelByLink(@Body(validBody(reservationCancelSchema)) { token }: { token: string }, @Command() context: CommandContext): Promise<ReservationView> {
    const { _id: reservationId, version } = await this.guestLinks.reservationOf(token, 'cancel');
    const command = new CancelReservationByLinkCommand(reservationId, context, version);
    return withoutMails(await this.commands.answer<ReservationDetailView>(command, new GetReservationQuery(reservationId, null, true)));
  }
}
