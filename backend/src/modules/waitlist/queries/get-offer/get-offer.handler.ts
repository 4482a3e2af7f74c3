import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { WAITLIST_MESSAGES, type WaitlistOfferView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { findOffer } from '../waitlist-rows';
import { GetOfferQuery } from './get-offer.query';

/** An open offer whose time is up reads as run out, before its scheduled expiry has come by. */
@QueryHandler(GetOfferQuery)
export class GetOfferHandler implements IQueryHandler<GetOfferQuery, WaitlistOfferView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ offerId }: GetOfferQuery): Promise<WaitlistOfferView> {
    const offer = await findOffer(this.pool, offerId);
    if (!offer) throw notFound(WAITLIST_MESSAGES.offerNotFound);
    if (offer.state === 'open' && Date.parse(offer.until) <= this.clock.now().getTime()) return { ...offer, state: 'expired' };
    return offer;
  }
}
