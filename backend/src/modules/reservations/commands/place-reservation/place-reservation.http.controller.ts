import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationSchema, type ReservationInput, type ReservationView } from '@izlazak/contracts';
import { GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { RateLimited } from '#platform/http/rate-limit';
import { validBody } from '#platform/http/schema.pipe';
import { newUniqueId } from '#platform/ids/unique-id';
import type { TableNightEvent } from '../../domain/table-night.decider';
import { lastSnapshot, toReservationView } from '../reservation-views';
import { PlaceReservationCommand } from './place-reservation.command';
import { Idempotent } from '#platform/http/idempotency';

/** Guests behind one venue's Wi-Fi share an address: ten times the other anonymous writes' limit. */
export const PLACEMENTS_PER_LIMIT = 10;

@ApiTags('reservations')
@Controller('reservations')
export class PlaceReservationHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @GuestOrCaller()
  @RateLimited('reservation', { factor: PLACEMENTS_PER_LIMIT, anonymousOnly: true })
  @ApiOperation({ summary: 'Rezervacija stola za noć ili događaj (bilo ko; prijavljenom korisniku ostaje u profilu). 409 kada je sto te noći zauzet. couponCode: kupon objekta (400/409 sa razlogom na polju couponCode; couponOptional=true: rezerviše bez popusta).' })
  @ApiBody({ schema: { type: 'object', required: ['clubId', 'tableId', 'firstName', 'lastName', 'phone', 'email', 'persons'] } })
  async place(@Body(validBody(reservationSchema)) input: ReservationInput, @Command() context: CommandContext): Promise<ReservationView> {
    const outcome = await this.commandBus.execute<PlaceReservationCommand, CommandOutcome<TableNightEvent>>(
      new PlaceReservationCommand(randomUUID(), newUniqueId(), input, context),
    );
    // The guest reads a reservation list next (kept current inside the append), or a coupon's uses.
    await this.readYourWrites.after(outcome.position, input.couponCode ? ['reservations', 'coupons'] : ['reservations']);
    const placed = lastSnapshot(outcome.events)!;
    return toReservationView(placed, placed.placedAt);
  }
}
