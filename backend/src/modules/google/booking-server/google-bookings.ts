import { Injectable } from '@nestjs/common';
import { GOOGLE_MESSAGES, RESERVATION_MESSAGES, guestReservationSchema, type GoogleCreateBooking, type GoogleUpdateBooking, type ReservationUpdateInput } from '@izlazak/contracts';
import { SYSTEM_ACTOR, type CommandContext } from '#platform/commands/command-context';
import { badRequest, DomainError, notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { CommandRunner } from '#platform/commands/command-runner';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { validBody } from '#platform/http/schema.pipe';
import { newUniqueId } from '#platform/ids/unique-id';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import { ChangeReservationCommand } from '../../reservations/commands/change-reservation/change-reservation.command';
import { PlaceReservationCommand } from '../../reservations/commands/place-reservation/place-reservation.command';
import { CancelReservationByLinkCommand } from '../../reservations/commands/cancel-reservation-by-link/cancel-reservation-by-link.command';
import type { TableNightEvent } from '../../reservations/domain/table-night';
import { bookingIdOf, cancellationFailureCause, confirmationModeOf, GOOGLE_SERVICE_ID, triesAnotherTable } from '../domain/google-booking';
import { googleBookingDecider, googleBookingStream } from '../domain/google-booking.decider';
import { slotAsked, type NightSlot } from '../domain/night-slot';
import { failure, toGoogleBooking, type BookingFailureJson, type GoogleBookingJson } from './google-answers';
import { GoogleInventory, type BookingRow, type Merchant } from './google-inventory';

export type BookingAnswer = { booking: GoogleBookingJson } | { booking_failure: BookingFailureJson; booking?: GoogleBookingJson };

/** Google's booking id is ours to answer as found; its reads (ListBookings, GetBookingStatus) read the google read model next. */
const READ_NEXT = ['google'];
const placementRules = validBody(guestReservationSchema);

/**
 * CreateBooking and UpdateBooking: a Google booking is a normal reservation, placed and changed
 * through the reservations' own commands (same rules, same table-night lock), so a booking from
 * Google and one from the web race for a table as any two placements do.
 */
@Injectable()
export class GoogleBookings {
  constructor(
    private readonly commands: CommandRunner,
    private readonly repository: EventSourcedRepository,
    private readonly inventory: GoogleInventory,
    private readonly clock: NightClock,
  ) {}

  async create(request: GoogleCreateBooking, context: CommandContext): Promise<BookingAnswer> {
    const { slot, user_information: user } = request;
    const bookingId = bookingIdOf(request.idempotency_token);
    const already = await this.inventory.booking(bookingId);
    if (already) return { booking: toGoogleBooking(already) };

    const merchant = await this.bookableMerchant(slot.merchant_id, slot.service_id);
    if ('booking_failure' in merchant) return merchant;
    const partySize = slot.resources?.party_size ?? 1;
    const night = slotAsked(merchant.workingHours, slot.start_sec, slot.duration_sec ?? null);
    if (!night) return { booking_failure: failure('SLOT_UNAVAILABLE', GOOGLE_MESSAGES.slotNotOffered) };
    const googleUserId = user.user_id ?? '';
    if (googleUserId && (await this.inventory.otherActiveBooking(googleUserId, merchant.clubId, night.night, bookingId))) {
      return { booking_failure: failure('SLOT_ALREADY_BOOKED_BY_USER', GOOGLE_MESSAGES.alreadyBooked) };
    }

    const claimed = await this.repository.decide(
      googleBookingStream(bookingId),
      googleBookingDecider,
      {
        type: 'RequestGoogleBooking',
        request: { bookingId, clubId: merchant.clubId, googleUserId, idempotencyToken: request.idempotency_token, confirmationMode: confirmationModeOf(merchant.confirmsByHand) },
      },
      context,
    );
    const placed = await this.place(bookingId, merchant, night, partySize, request, context);
    if ('booking_failure' in placed) return placed;
    const confirmed = merchant.confirmsByHand ? null : await this.confirmAtOnce(bookingId, context);
    await this.commands.shown({ position: confirmed ?? placed.position ?? claimed.position }, READ_NEXT);
    return this.answer(bookingId);
  }

  async update(request: GoogleUpdateBooking, context: CommandContext): Promise<BookingAnswer> {
    const { booking_id: bookingId, status, slot, party_size } = request.booking;
    const booking = await this.inventory.booking(bookingId);
    if (!booking) throw notFound(GOOGLE_MESSAGES.notFound);
    if (status !== undefined && status !== 'CANCELED') throw badRequest(GOOGLE_MESSAGES.status, 'booking.status');
    try {
      if (status === 'CANCELED') return await this.cancel(booking, context);
      const persons = party_size ?? slot?.resources?.party_size;
      const changes: ReservationUpdateInput = {};
      if (persons !== undefined && persons !== booking.persons) changes.persons = persons;
      if (slot?.start_sec !== undefined) {
        const night = slotAsked(booking.workingHours, slot.start_sec, slot.duration_sec ?? null);
        if (!night) return this.refused(booking, 'SLOT_UNAVAILABLE', GOOGLE_MESSAGES.slotNotOffered);
        if (night.night !== booking.night) Object.assign(changes, await this.moveTo(booking, night.night, persons ?? booking.persons));
      }
      if (Object.keys(changes).length > 0) await this.change(bookingId, changes, context);
    } catch (refusal) {
      if (refusal instanceof DomainError && refusal.statusCode !== 404) return this.refused(booking, 'SLOT_UNAVAILABLE', refusal.said);
      throw refusal;
    }
    return this.answer(bookingId);
  }

  /** The booking as Google reads it after the change; ours to answer even if a reactor lags. */
  private async answer(bookingId: string): Promise<BookingAnswer> {
    const booking = await this.inventory.booking(bookingId);
    if (!booking) throw notFound(GOOGLE_MESSAGES.notFound);
    return { booking: toGoogleBooking(booking) };
  }

  private async refused(booking: BookingRow, cause: BookingFailureJson['cause'], description: string): Promise<BookingAnswer> {
    const current = (await this.inventory.booking(booking.bookingId)) ?? booking;
    return { booking: toGoogleBooking(current), booking_failure: failure(cause, description) };
  }

  private async bookableMerchant(merchantId: string, serviceId: string): Promise<Merchant | { booking_failure: BookingFailureJson }> {
    if (serviceId !== GOOGLE_SERVICE_ID) throw badRequest(GOOGLE_MESSAGES.unknownService, 'slot.service_id');
    const merchant = await this.inventory.merchant(merchantId);
    if (!merchant) throw badRequest(GOOGLE_MESSAGES.unknownMerchant, 'slot.merchant_id');
    if (!merchant.bookable) return { booking_failure: failure('SLOT_UNAVAILABLE', GOOGLE_MESSAGES.notBookable) };
    return merchant;
  }

  /**
   * Places the reservation at the closest-fitting free table; when a web guest takes that table in
   * the same instant (the table-night lock refuses this one), the next free table is tried.
   */
  private async place(bookingId: string, merchant: Merchant, night: NightSlot, partySize: number, request: GoogleCreateBooking, context: CommandContext) {
    const tables = await this.inventory.freeTablesFor(merchant.clubId, night.night, partySize);
    if (tables.length === 0) {
      const fits = await this.inventory.someTableSeats(merchant.clubId, partySize);
      return { booking_failure: failure('SLOT_UNAVAILABLE', fits ? RESERVATION_MESSAGES.tableTaken : GOOGLE_MESSAGES.noTableFits) };
    }
    const user = request.user_information;
    let refusal = RESERVATION_MESSAGES.tableTaken as string;
    for (const table of tables) {
      const input = placementRules.transform({
        clubId: merchant.clubId,
        tableId: table.tableId,
        date: night.night,
        persons: partySize,
        firstName: user.given_name ?? '',
        lastName: user.family_name ?? '',
        phone: user.telephone ?? '',
        email: user.email ?? '',
      });
      try {
        return await this.commands.dispatch<CommandOutcome<TableNightEvent>>(new PlaceReservationCommand(bookingId, newUniqueId(), input, context));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refusal = error.said;
        if (!triesAnotherTable(error.said)) break;
      }
    }
    return { booking_failure: failure('SLOT_UNAVAILABLE', refusal) };
  }

  /** A venue that does not confirm by hand takes Google's booking as confirmed at once (synchronous mode). */
  private async confirmAtOnce(bookingId: string, context: CommandContext): Promise<GlobalPosition | null> {
    const outcome = await this.commands.dispatch<CommandOutcome<TableNightEvent>>(new ChangeReservationCommand(bookingId, { status: 'Complete' }, this.asVenue(context)));
    return outcome.position;
  }

  /** Google's user cancels: as the guest does with the link from their mail. */
  private async cancel(booking: BookingRow, context: CommandContext): Promise<BookingAnswer> {
    const cause = cancellationFailureCause(booking.status, booking.deleted);
    if (cause) return this.refused(booking, cause, RESERVATION_MESSAGES.transition);
    if (booking.night < tonight(this.clock.now())) return this.refused(booking, 'BOOKING_NOT_CANCELLABLE', RESERVATION_MESSAGES.nightPast);
    await this.commands.run(new CancelReservationByLinkCommand(booking.bookingId, context, booking.version), READ_NEXT);
    return this.answer(booking.bookingId);
  }

  /** Another night: the same table when it is free then, else the closest fit that is. */
  private async moveTo(booking: BookingRow, night: string, persons: number): Promise<ReservationUpdateInput> {
    const tables = await this.inventory.freeTablesFor(booking.clubId, night, persons);
    if (tables.length === 0) throw new DomainError(409, RESERVATION_MESSAGES.tableTaken);
    const table = tables.find((candidate) => candidate.tableId === booking.tableId) ?? tables[0];
    return { date: night, tableId: table.tableId };
  }

  private async change(bookingId: string, changes: ReservationUpdateInput, context: CommandContext) {
    await this.commands.run(new ChangeReservationCommand(bookingId, changes, this.asVenue(context)), READ_NEXT);
  }

  /** Changes the guest may ask through Google that only the venue's hand may make on the web: the platform makes them for Google. */
  private asVenue(context: CommandContext): CommandContext {
    return { ...context, actor: SYSTEM_ACTOR };
  }
}
