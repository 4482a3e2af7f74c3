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
import { GuestLinkReservations } from './http/guest-link';
import { CancelReservationByLinkHttpController } from './commands/cancel-reservation-by-link/cancel-reservation-by-link.http.controller';
import { ChangeReservationHttpController } from './commands/change-reservation/change-reservation.http.controller';
import { DeleteReservationHttpController } from './commands/delete-reservation/delete-reservation.http.controller';
import { RecordArrivalHttpController } from './commands/record-arrival/record-arrival.http.controller';
import { RecordNoShowHttpController } from './commands/record-no-show/record-no-show.http.controller';
import { ConfirmAttendanceHttpController } from './commands/reminders/confirm-attendance.http.controller';
import { ResendReservationMailHttpController } from './commands/resend-reservation-mail/resend-reservation-mail.http.controller';
import { GetReservationHttpController } from './queries/get-reservation/get-reservation.http.controller';
import { GetReservationByLinkHttpController } from './queries/get-reservation-by-link/get-reservation-by-link.http.controller';
import { GetReservationHandler } from './queries/get-reservation/get-reservation.handler';
import { ListReservationsHandler } from './queries/list-reservations/list-reservations.handler';
import { ListReservationsHttpController } from './queries/list-reservations/list-reservations.http.controller';
import { ReservationsOnTheLists } from './queries/reservation-counts';
import { ReservationsHoldingTables } from './queries/held-tables';

/** Table reservations: /api/reservations. */
@Module({
  // One use case per controller, listed in the order the OpenAPI document has always had them
  // (and a fixed path such as 'by-token' before ':id'; route-order.spec checks the application).
  controllers: [
    ListReservationsHttpController,
    PlaceReservationHttpController,
    GetReservationByLinkHttpController,
    ConfirmAttendanceHttpController,
    CancelReservationByLinkHttpController,
    GetReservationHttpController,
    ChangeReservationHttpController,
    DeleteReservationHttpController,
    ResendReservationMailHttpController,
    RecordArrivalHttpController,
    RecordNoShowHttpController,
  ],
  providers: [
    GuestLinkReservations,
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
