import { Module } from '@nestjs/common';
import { DoorHttpController } from './http/door.http.controller';
import { ReservationDoorCodeHttpController } from './http/reservation-door-code.http.controller';
import { GetDoorCodeHandler, GetReservationByDoorCodeHandler } from './queries/door-code/door-code.handler';
import { DoorNightHandler } from './queries/door-night/door-night.handler';
import { DoorTicketsHandler } from './queries/door-tickets/door-tickets.handler';
import { DoorInsideHandler } from './queries/door-tickets/door-inside.handler';
import { ScanDoorCodeHandler } from './queries/scan-door-code/scan-door-code.handler';

/** The door (/api/door): door codes, the scan and tonight's list for the door screen. Arrivals are the reservations' own commands. */
@Module({
  controllers: [DoorHttpController, ReservationDoorCodeHttpController],
  providers: [ScanDoorCodeHandler, DoorNightHandler, DoorTicketsHandler, DoorInsideHandler, GetReservationByDoorCodeHandler, GetDoorCodeHandler],
})
export class DoorModule {}
