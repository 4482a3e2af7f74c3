import { Module } from '@nestjs/common';
import { BookingFactsReader } from './commands/booking-facts';
import { ChangeReservationHandler } from './commands/change-reservation/change-reservation.handler';
import { PlaceReservationHandler } from './commands/place-reservation/place-reservation.handler';
import { PlaceReservationHttpController } from './commands/place-reservation/place-reservation.http.controller';
import { CancelReservationByLinkHandler } from './commands/cancel-reservation-by-link/cancel-reservation-by-link.handler';
import { DeleteReservationHandler } from './commands/delete-reservation/delete-reservation.handler';
import { ResendReservationMailHandler } from './commands/resend-reservation-mail/resend-reservation-mail.handler';
import { ReservationKeeper } from './commands/reservation-keeper';
import { ReservationMover } from './commands/reservation-mover';
import { ReservationStreams } from './commands/reservation-streams';
import { RecordArrivalHandler } from './commands/record-arrival/record-arrival.handler';
import { RecordNoShowHandler } from './commands/record-no-show/record-no-show.handler';
import { WalkInHandler } from './commands/walk-in/walk-in.handler';
import { TableRelease } from './commands/door/table-release';
import { ConfirmAttendanceByLinkHandler } from './commands/reminders/confirm-attendance.handler';
import { NightReminders } from './commands/reminders/night-reminders';
import { ReservationDoorHttpController } from './http/reservation-door.http.controller';
import { ReservationHttpController } from './http/reservations.http.controller';
import { GetReservationHandler } from './queries/get-reservation/get-reservation.handler';
import { ListReservationsHandler } from './queries/list-reservations/list-reservations.handler';
import { ListReservationsHttpController } from './queries/list-reservations/list-reservations.http.controller';
import { ReservationsOnTheLists } from './queries/reservation-counts';
import { ReservationsHoldingTables } from './queries/held-tables';

/** Table reservations: /api/reservations. */
@Module({
  controllers: [ListReservationsHttpController, PlaceReservationHttpController, ReservationHttpController, ReservationDoorHttpController],
  providers: [
    BookingFactsReader,
    ReservationStreams,
    ReservationMover,
    ReservationKeeper,
    PlaceReservationHandler,
    ChangeReservationHandler,
    DeleteReservationHandler,
    CancelReservationByLinkHandler,
    ResendReservationMailHandler,
    RecordArrivalHandler,
    RecordNoShowHandler,
    WalkInHandler,
    TableRelease,
    NightReminders,
    ConfirmAttendanceByLinkHandler,
    ListReservationsHandler,
    GetReservationHandler,
    ReservationsOnTheLists,
    ReservationsHoldingTables,
  ],
  exports: [ReservationsOnTheLists, ReservationsHoldingTables],
})
export class ReservationsModule {}
