import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationSchema, walkInSchema, type PlacedReservationView, type ReservationInput, type WalkInInput } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { RateLimited } from '#platform/http/rate-limit';
import { SchemaPipe, validBody } from '#platform/http/schema.pipe';
import { newUniqueId } from '#platform/ids/unique-id';
import type { TableNightEvent } from '../../domain/table-night';
import { lastSnapshot, paymentSlipOf, toReservationView } from '../../reservation-views';
import { WalkInCommand } from '../door/door-commands';
import { PlaceReservationCommand } from './place-reservation.command';
import { Idempotent } from '#platform/http/idempotency';

/** Guests behind one venue's Wi-Fi share an address: ten times the other anonymous writes' limit. */
export const PLACEMENTS_PER_LIMIT = 10;

type Placement = ReservationInput | (WalkInInput & { walkIn: true });

/** A walk-in (`walkIn: true`) is checked against its own schema; every other placement against the booking form (the e-mail is the decider's to require). */
class PlacementPipe extends SchemaPipe<ReservationInput, unknown> {
  private readonly walkIn = validBody(walkInSchema);

  constructor() {
    super(reservationSchema);
  }

  override transform(value: unknown): ReservationInput {
    const walkIn = typeof value === 'object' && value !== null && (value as { walkIn?: unknown }).walkIn === true;
    return walkIn ? (this.walkIn.transform(value) as unknown as ReservationInput) : super.transform(value);
  }
}

const isWalkIn = (input: Placement): input is WalkInInput & { walkIn: true } => 'walkIn' in input && input.walkIn === true;

@ApiTags('reservations')
@Controller('reservations')
export class PlaceReservationHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @GuestOrCaller()
  @RateLimited('reservation', { factor: PLACEMENTS_PER_LIMIT, anonymousOnly: true })
  @ApiOperation({
    summary:
      "Rezervacija stola za noć ili događaj (bilo ko; prijavljenom korisniku ostaje u profilu). 409 kada je sto te noći zauzet. Uslovi objekta za taj sto i noć se beleže na rezervaciji (terms); kada traže depozit, rezervacija je 'AwaitingPayment' (Čeka uplatu) a odgovor nosi uplatnicu (payment) sa NBS IPS QR kodom. couponCode: kupon objekta (400/409 sa razlogom na polju couponCode; couponOptional=true: rezerviše bez popusta). walkIn=true (osoblje objekta): gost bez rezervacije za slobodan sto večeras, odmah 'Stigli' (ime i broj osoba su dovoljni). Rezervaciji koju pravi osoblje objekta (npr. telefonom) email nije obavezan: bez njega gost ne dobija mejl.",
  })
  @ApiBody({ schema: { type: 'object', required: ['clubId', 'tableId', 'firstName', 'lastName', 'phone', 'persons'] } })
  async place(@Body(new PlacementPipe()) input: Placement, @Command() context: CommandContext, @CurrentUser() caller?: AuthenticatedUser): Promise<PlacedReservationView> {
    if (isWalkIn(input)) return this.walkIn(input, context, caller);
    const outcome = await this.commandBus.execute<PlaceReservationCommand, CommandOutcome<TableNightEvent>>(
      new PlaceReservationCommand(randomUUID(), newUniqueId(), input, context),
    );
    // The guest reads a reservation list next (kept current inside the append), or a coupon's uses.
    await this.readYourWrites.after(outcome.position, input.couponCode ? ['reservations', 'coupons'] : ['reservations']);
    const placed = lastSnapshot(outcome.events)!;
    return { ...toReservationView(placed, placed.placedAt), payment: paymentSlipOf(placed, { appUrl: this.config.appUrl, linkSecret: this.config.jwtSecret }) };
  }

  private async walkIn(input: WalkInInput, context: CommandContext, caller: AuthenticatedUser | undefined): Promise<PlacedReservationView> {
    const outcome = await this.commandBus.execute<WalkInCommand, CommandOutcome<TableNightEvent>>(
      new WalkInCommand(randomUUID(), newUniqueId(), input, caller?.firstName ?? '', context),
    );
    await this.readYourWrites.after(outcome.position, ['reservations']);
    const placed = lastSnapshot(outcome.events)!;
    return { ...toReservationView(placed, placed.placedAt), payment: null };
  }
}
