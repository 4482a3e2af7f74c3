import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { RESERVATION_MESSAGES, said, type ReservationInput } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { promoterOfCode, promoterOfUser, type KnownPromoter } from '../../../promoters/queries/promoter-directory';
import type { CommandContext } from '#platform/commands/command-context';
import { badRequest, DomainError } from '#platform/commands/domain-errors';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { tableNightDecider, withCouponApplied, type AppliedCoupon, type PlaceReservation, type TableNightEvent } from '../../domain/table-night';
import { BOOKING_TERMS, type BookingTerms } from '../../ports/booking-terms';
import { COUPON_USES, type CouponUses } from '../../ports/coupon-uses';
import { BookingFactsReader } from '../booking-facts';
import { placement } from '../placement';
import { ReservationStreams } from '../reservation-streams';
import { PlaceReservationCommand } from './place-reservation.command';

/**
 * Reads the venue, table and event, then books the table-night: its stream's revision is the lock.
 * A coupon's use is taken on the coupon's stream first (its revision keeps the limit), and given
 * back when the placement is refused. The venue's terms for the table and night are recorded on
 * the reservation as they are now; a deposit they ask makes it wait for payment (docs/payments.md).
 */
@CommandHandler(PlaceReservationCommand)
export class PlaceReservationHandler implements ICommandHandler<PlaceReservationCommand, CommandOutcome<TableNightEvent>> {
  constructor(
    private readonly facts: BookingFactsReader,
    private readonly streams: ReservationStreams,
    @Inject(COUPON_USES) private readonly coupons: CouponUses,
    @Inject(BOOKING_TERMS) private readonly bookingTerms: BookingTerms,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ reservationId, uniqueId, input, context }: PlaceReservationCommand): Promise<CommandOutcome<TableNightEvent>> {
    const eventId = input.eventId ?? null;
    const readModelsSince = performance.now();
    const facts = await this.facts.read(input.clubId, input.tableId, eventId, input.date, readModelsSince);
    if (!facts.night) throw badRequest(RESERVATION_MESSAGES.dateRequired, 'date');
    const { firstName, lastName, phone, email, persons } = input;
    const at = { tableId: input.tableId, night: facts.night };
    const eventOfNight = facts.event?.exists ? eventId : null;
    const promoter = await this.promoterOf(context, input.promoterCode, input.clubId);
    const placed = placement(this.clock, {
      actor: context.actor,
      reservationId,
      uniqueId,
      clubId: input.clubId,
      tableId: input.tableId,
      eventId: eventOfNight,
      night: facts.night,
      persons,
      guest: { firstName, lastName, phone, email: email ?? '' },
      facts,
      ...(input.locale ? { locale: input.locale } : {}),
      ...(promoter ? { promoter: { promoterId: promoter.id, name: promoter.name } } : {}),
    });
    const { placedAt } = placed;
    const accepted =
      facts.venue.exists && facts.table.exists && facts.table.clubId === input.clubId
        ? await this.bookingTerms.termsFor({
            clubId: input.clubId,
            tableId: input.tableId,
            night: facts.night,
            eventId: eventOfNight,
            uniqueId,
            placedAt,
            nightStartsAt: facts.nightStartsAt,
            readModelsSince,
          })
        : null;
    const command: PlaceReservation = { ...placed, ...(accepted ? { terms: accepted.terms, ...(accepted.deposit ? { deposit: accepted.deposit } : {}) } : {}) };
    if (!input.couponCode) return this.streams.decideAt(at, command, context);

    // Decided once, before the coupon's use is taken: what the table-night would refuse anyway takes none.
    const loaded = await this.streams.load(at);
    const decided = tableNightDecider.decide(command, loaded.state);
    const coupon = await this.redeem(input, command, context);
    try {
      if (!coupon) return await this.streams.appendDecided(at, loaded, decided, command, context);
      return await this.streams.appendDecided(at, loaded, withCouponApplied(decided, coupon, facts.event), { ...command, coupon }, context);
    } catch (refusal) {
      if (coupon) await this.coupons.release(coupon.couponId, reservationId, 'placement-refused', context);
      throw refusal;
    }
  }

  /** A promoter signed in books as their own guest's promoter; anyone else names one by code, who must work for this venue. */
  private async promoterOf(context: CommandContext, promoterCode: string | undefined, clubId: string): Promise<KnownPromoter | null> {
    const { actor } = context;
    const promoter =
      actor !== 'anonymous' && actor.role === 'promoter' && !promoterCode
        ? await promoterOfUser(this.pool, actor.userId)
        : promoterCode
          ? await promoterOfCode(this.pool, promoterCode)
          : null;
    if (promoterCode && !promoter?.clubIds.includes(clubId)) throw badRequest(said('guestLists.promoterUnknown'), 'promoterCode');
    return promoter?.clubIds.includes(clubId) ? promoter : null;
  }

  /** Null when the coupon is refused and the guest chose to reserve without the discount. */
  private async redeem(input: ReservationInput, command: PlaceReservation, context: CommandContext): Promise<AppliedCoupon | null> {
    const redemption = { reservationId: command.reservationId, tableId: command.tableId, night: command.night };
    try {
      return await this.coupons.redeem(command.clubId, input.couponCode!, redemption, context);
    } catch (refusal) {
      if (input.couponOptional && refusal instanceof DomainError) return null;
      throw refusal;
    }
  }
}
