import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  RESERVATION_MESSAGES,
  reservationCancelSchema,
  reservationUpdateSchema,
  type ReservationDetailView,
  type ReservationUpdateInput,
  type ReservationView,
} from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { badRequest } from '#platform/commands/domain-errors';
import { validBody } from '#platform/http/schema.pipe';
import { ChangeReservationCommand } from '../commands/change-reservation/change-reservation.command';
import { CancelReservationByLinkCommand } from '../commands/cancel-reservation-by-link/cancel-reservation-by-link.command';
import { DeleteReservationCommand } from '../commands/delete-reservation/delete-reservation.command';
import { ResendReservationMailCommand } from '../commands/resend-reservation-mail/resend-reservation-mail.command';
import { attendTokenFits, cancelTokenFits, reservationOfCancelToken } from '../domain/reservation-cancel-link';
import { ConfirmAttendanceByLinkCommand } from '../commands/reminders/confirm-attendance.command';
import { GetReservationQuery } from '../queries/get-reservation/get-reservation.query';
import { VersionedRead, VersionedRecord } from '#platform/http/conditional-request';
import { reservationVersion } from './reservation-version';

/** One reservation: its detail, edits and status, deletion, the mail resend and the guest's cancel link. */
@ApiTags('reservations')
@Controller('reservations')
export class ReservationHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('by-token')
  @ApiOperation({ summary: "Rezervacija po potpisanom linku iz mejla gosta (bez naloga): link za otkazivanje ili 'Dolazim' iz podsetnika" })
  async byToken(@Query(validBody(reservationCancelSchema)) { token }: { token: string }): Promise<ReservationView> {
    return withoutMails(await this.reservationOf(token, 'any'));
  }

  @Post('attend')
  @HttpCode(200)
  @ApiOperation({ summary: "'Dolazim': gost potpisanim linkom iz podsetnika potvrđuje dolazak (attendance: 'confirmed')" })
  async attendByLink(@Body(validBody(reservationCancelSchema)) { token }: { token: string }, @Command() context: CommandContext): Promise<ReservationView> {
    const { _id: reservationId, version } = await this.reservationOf(token, 'attend');
    return withoutMails(await this.commands.answer(new ConfirmAttendanceByLinkCommand(reservationId, context, version), new GetReservationQuery(reservationId, null, true)));
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Gost otkazuje rezervaciju potpisanim linkom iz mejla' })
  async cancelByLink(@Body(validBody(reservationCancelSchema)) { token }: { token: string }, @Command() context: CommandContext): Promise<ReservationView> {
    const { _id: reservationId, version } = await this.reservationOf(token, 'cancel');
    return withoutMails(await this.commands.answer(new CancelReservationByLinkCommand(reservationId, context, version), new GetReservationQuery(reservationId, null, true)));
  }

  @Get(':id')
  @VersionedRead(reservationVersion)
  @Authenticated()
  @ApiOperation({ summary: 'Rezervacija sa poslatim mejlovima' })
  detail(@Param('id') id: string, @CurrentUser() viewer: AuthenticatedUser): Promise<ReservationDetailView> {
    return this.queryBus.execute(new GetReservationQuery(id, viewer));
  }

  @Put(':id')
  @VersionedRecord(reservationVersion)
  @Authenticated()
  @ApiOperation({ summary: 'Izmena, premeštanje (sto, noć, događaj) ili status (Complete, Rejected, Cancelled); version iz prikaza čuva od izgubljenih izmena' })
  async change(
    @Param('id') id: string,
    @Body(validBody(reservationUpdateSchema)) input: ReservationUpdateInput,
    @Command() context: CommandContext,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<ReservationView> {
    return withoutMails(await this.commands.answer(new ChangeReservationCommand(id, input, context), new GetReservationQuery(id, viewer)));
  }

  @Delete(':id')
  @VersionedRecord(reservationVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Briše rezervaciju sa lista (istorija ostaje u toku događaja) i oslobađa sto' })
  async remove(@Param('id') id: string, @Command() context: CommandContext): Promise<{ _id: string; message: string }> {
    await this.commands.run(new DeleteReservationCommand(id, context));
    return { _id: id, message: 'Rezervacija uspešno obrisana' };
  }

  @Post(':id/resend-mail')
  @HttpCode(202)
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: "'Pošalji ponovo': gostu ponovo ide mejl sa rezervacijom kakva je sada" })
  async resendMail(@Param('id') id: string, @Command() context: CommandContext): Promise<{ _id: string; message: string }> {
    await this.commands.run(new ResendReservationMailCommand(id, context));
    return { _id: id, message: 'Mejl je ponovo poslat' };
  }

  /**
   * The reservation a guest's link is for, while the link still fits it (same id, same guest
   * address): a cancel link cancels, a 'Dolazim' link confirms attendance, either one reads.
   */
  private async reservationOf(token: string, purpose: 'cancel' | 'attend' | 'any'): Promise<ReservationDetailView> {
    const refused = () => badRequest(purpose === 'attend' ? RESERVATION_MESSAGES.badReminderLink : 'Link za otkazivanje nije ispravan ili je istekao', 'token');
    const reservationId = reservationOfCancelToken(token);
    if (!reservationId) throw refused();
    const reservation = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(reservationId, null, true)).catch(() => {
      throw refused();
    });
    const secret = this.config.jwtSecret;
    const fits =
      (purpose !== 'attend' && cancelTokenFits(secret, token, reservationId, reservation.email)) ||
      (purpose !== 'cancel' && attendTokenFits(secret, token, reservationId, reservation.email));
    if (!fits) throw refused();
    return reservation;
  }
}

const withoutMails = ({ mails: _mails, ...view }: ReservationDetailView): ReservationView => view;
