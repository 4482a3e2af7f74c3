import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WAITLIST_MESSAGES } from '@izlazak/contracts';
import { DomainError, notFound } from '#platform/commands/domain-errors';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { newUniqueId } from '#platform/ids/unique-id';
import { NightClock } from '#platform/time/night-clock';
import { BookingFactsReader } from '../../../reservations/commands/booking-facts';
import { placement } from '../../../reservations/commands/placement';
import type { Reservation } from '../../../reservations/domain/table-night';
import { WaitlistOffers } from '../waitlist-offers';
import { ClaimOfferCommand } from './claim-offer.command';

export interface ClaimedOffer {
  reservation: Reservation;
  /** Where the last write landed (null when the offer had been claimed before). */
  position: GlobalPosition | null;
}

const gone = () => new DomainError(410, WAITLIST_MESSAGES.offerGone);

/**
 * The offered guest takes the table: a placement like any other on the table's table-night, with
 * the offer's id, which its hold lets through until `until` (the claim that comes first there wins,
 * the offer's expiry included). A claim of an offer already claimed answers its reservation again.
 */
@CommandHandler(ClaimOfferCommand)
export class ClaimOfferHandler implements ICommandHandler<ClaimOfferCommand, ClaimedOffer> {
  constructor(
    private readonly offers: WaitlistOffers,
    private readonly facts: BookingFactsReader,
    private readonly clock: NightClock,
  ) {}

  async execute({ offer: { clubId, night, offerId }, context }: ClaimOfferCommand): Promise<ClaimedOffer> {
    const { state } = await this.offers.loadWaitlist(clubId, night);
    const offer = state.offers[offerId];
    if (!offer) throw notFound(WAITLIST_MESSAGES.offerNotFound);
    if (offer.state === 'claimed') return { reservation: await this.reservationOf(offer.tableId, night, offer.reservationId), position: null };
    if (offer.state !== 'open') throw gone();
    const entry = state.entries[offer.entryId];
    const facts = await this.facts.read(clubId, offer.tableId, null, night);
    const { firstName, lastName, phone, email, persons, locale } = entry;
    const placed = await this.offers.decideTableNight(
      offer.tableId,
      night,
      placement(this.clock, {
        actor: context.actor,
        reservationId: offer.reservationId,
        uniqueId: newUniqueId(),
        clubId,
        tableId: offer.tableId,
        night,
        persons,
        guest: { firstName, lastName, phone, email },
        facts,
        offerId,
        ...(locale ? { locale } : {}),
      }),
      context,
    );
    const settled = await this.offers.settle(clubId, night, offerId, 'claimed', context);
    return { reservation: await this.reservationOf(offer.tableId, night, offer.reservationId), position: settled.position ?? placed.position };
  }

  private async reservationOf(tableId: string, night: string, reservationId: string): Promise<Reservation> {
    const kept = (await this.offers.tableNight(tableId, night)).reservations[reservationId];
    // Claimed and then moved or deleted by the venue: the offer's reservation is no longer here.
    if (!kept) throw gone();
    return kept.reservation;
  }
}
