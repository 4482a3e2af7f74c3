import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  GOOGLE_MESSAGES,
  googleBatchAvailabilityLookupSchema,
  googleCreateBookingSchema,
  googleGetBookingStatusSchema,
  googleListBookingsSchema,
  googleUpdateBookingSchema,
} from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { notFound } from '#platform/commands/domain-errors';
import { validBody } from '#platform/http/schema.pipe';
import { googleStatusOf } from '../domain/google-booking';
import { toGoogleBooking } from './google-answers';
import { GoogleAvailability } from './google-availability';
import { GoogleBookings } from './google-bookings';
import { GoogleInventory } from './google-inventory';
import { BookingServerGuard } from './booking-server.guard';

/**
 * The booking server of Google's Actions Center (Reserve with Google), REST v3, under
 * /api/google: Google's method names as paths, proto3 JSON in and out, HTTP Basic credentials.
 * Business refusals are answers (200 with `booking_failure`), not errors; a request that is not
 * Google's shape is 400 (INVALID_ARGUMENT), an unknown booking 404 (NOT_FOUND). Google's own
 * documentation describes this API, so it stays out of our OpenAPI document. Express matches the
 * paths with or without the trailing slash Google's reference shows.
 */
@ApiExcludeController()
@UseGuards(BookingServerGuard)
@Controller('google/v3')
export class BookingServerHttpController {
  constructor(
    private readonly availability: GoogleAvailability,
    private readonly bookings: GoogleBookings,
    private readonly inventory: GoogleInventory,
  ) {}

  @Get('HealthCheck')
  healthCheck() {
    return {};
  }

  @Post('BatchAvailabilityLookup')
  @HttpCode(200)
  async batchAvailabilityLookup(@Body() body: unknown) {
    const request = validBody(googleBatchAvailabilityLookupSchema).transform(body);
    const available = await this.availability.lookup(request);
    // Each slot is answered as Google sent it, so it can match the answers to its questions.
    const asked = (body as { slot_time: unknown[] }).slot_time;
    return { slot_time_availability: asked.map((slot_time, i) => ({ available: available[i], slot_time })) };
  }

  @Post('CreateBooking')
  @HttpCode(200)
  createBooking(@Body(validBody(googleCreateBookingSchema)) request: typeof googleCreateBookingSchema.TYPE, @Command() context: CommandContext) {
    return this.bookings.create(request, context);
  }

  @Post('UpdateBooking')
  @HttpCode(200)
  updateBooking(@Body(validBody(googleUpdateBookingSchema)) request: typeof googleUpdateBookingSchema.TYPE, @Command() context: CommandContext) {
    return this.bookings.update(request, context);
  }

  @Post('GetBookingStatus')
  @HttpCode(200)
  async getBookingStatus(@Body(validBody(googleGetBookingStatusSchema)) { booking_id }: typeof googleGetBookingStatusSchema.TYPE) {
    const booking = await this.inventory.booking(booking_id);
    if (!booking) throw notFound(GOOGLE_MESSAGES.notFound);
    return { booking_id, booking_status: googleStatusOf(booking.status, booking.deleted), prepayment_status: 'PREPAYMENT_NOT_PROVIDED' };
  }

  @Post('ListBookings')
  @HttpCode(200)
  async listBookings(@Body(validBody(googleListBookingsSchema)) { user_id }: typeof googleListBookingsSchema.TYPE) {
    return { bookings: (await this.inventory.bookingsOfUser(user_id)).map(toGoogleBooking) };
  }
}
