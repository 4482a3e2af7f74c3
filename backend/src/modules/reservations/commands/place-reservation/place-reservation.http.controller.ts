import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservationSchema, walkInSchema, type PlacedReservationView, type ReservationInput, type WalkInInput } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, GuestOrCaller } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { RateLimited } from '#platform/http/rate-limit';
import { SchemaPipe, validBody } from '#platform/http/schema.pipe';
import { newUniqueId } from '#platform/ids/unique-id';
import type { TableNightEvent } from '../../domain/table-night';
import { lastSnapshot, paymentSlipOf, toReservationView } from '../../reservation-views';
import { WalkInCommand } from '../walk-in/walk-in.command';
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
    private readonly commands: CommandRunner,
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
    // The guest reads a reservation list next (kept current inside the append), or a coupon's uses.
    const outcome = await this.commands.run<CommandOutcome<TableNightEvent>>(
      new PlaceReservationCommand(randomUUID(), newUniqueId(), input, context),
      input.couponCode ? ['reservations', 'coupons'] : ['reservations'],
    );
    const placed = lastSnapshot(outcome.events)!;
    return { ...toReservationView(placed, placed.placedAt), payment: paymentSlipOf(placed, { appUrl: this.config.appUrl, linkSecret: this.config.jwtSecret }) };
  }

  private async walkIn(input: WalkInInput, context: CommandContext, caller: AuthenticatedUser | undefined): Promise<PlacedReservationView> {
    const outcome = await this.commands.run<CommandOutcome<TableNightEvent>>(new WalkInCommand(randomUUID(), newUniqueId(), input, caller?.firstName ?? '', context), [
      'reservations',
    ]);
    const placed = lastSnapshot(outcome.events)!;
    return { ...toReservationView(placed, placed.placedAt), payment: null };
  }
}
