import { Module } from '@nestjs/common';
import { BookingServerGuard } from './booking-server/booking-server.guard';
import { BookingServerHttpController } from './booking-server/booking-server.http.controller';
import { GoogleAvailability } from './booking-server/google-availability';
import { GoogleBookings } from './booking-server/google-bookings';
import { GoogleInventory } from './booking-server/google-inventory';
import { GoogleNotificationRelayHost } from './notifications/google-notification-relay';
import { ChangeGoogleSettingsHandler } from './settings/change-google-settings.handler';
import { GoogleSettingsHttpController } from './settings/google-settings.http.controller';

/** Reserve with Google: the booking server (/api/google/v3/…), the venues' opt-in, and the notifications to Google (docs/google.md). */
@Module({
  controllers: [BookingServerHttpController, GoogleSettingsHttpController],
  providers: [BookingServerGuard, GoogleInventory, GoogleAvailability, GoogleBookings, ChangeGoogleSettingsHandler, GoogleNotificationRelayHost],
})
export class GoogleModule {}
