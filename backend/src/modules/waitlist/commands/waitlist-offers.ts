import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DEFAULT_WAITLIST_OFFER_MINUTES } from '@izlazak/contracts';
import { systemContext, type CommandContext } from '#platform/commands/command-context';
import { DomainError } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import { BookingFactsReader } from '../../reservations/commands/booking-facts';
import { activeReservation, tableNightDecider, tableNightStream, type TableNightCommand, type TableNightEvent, type TableNightState } from '../../reservations/domain/table-night';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';
import { firstFitting, hasWaitingGuests, openOfferOfTable, openOffers, type FreeTable } from '../domain/waitlist/waitlist-reads';
import { waitlistDecider, type WaitlistCommand } from '../domain/waitlist/waitlist.decider';
import { waitlistStream, type WaitlistEvent, type WaitlistOfferMade } from '../domain/waitlist/waitlist.events';
import type { KeptOffer, WaitlistNight } from '../domain/waitlist/waitlist.state';
import type { SettleOffer } from '../domain/waitlist/offers';
import { findFreeTables } from '../queries/venue-floor';

/** Scheduled on the offered table's table-night at the offer's `until`. */
export const OFFER_EXPIRY = 'waitlist-offer-expiry';
/** Scheduled on a night's waitlist when a table may have freed there (see waitlistPlanner). */
export const OFFER_FREE_TABLES = 'waitlist-offer';

export interface OfferExpiryPayload {
  clubId: string;
  night: string;
  tableId: string;
  offerId: string;
}

export interface WaitlistNightPayload {
  clubId: string;
  night: string;
}

/**
 * Offers, holds and settles: the steps between a night's waitlist and its tables' table-nights.
 * An offer is made on the waitlist's stream first (its revision picks the one guest, so two tables
 * freed at once make one offer), then the table is held on its table-night (its revision races the
 * other placements; a table taken meanwhile withdraws the offer), and the offer's expiry is
 * scheduled there. Every step is idempotent, and `offerFreeTables` first finishes whatever an
 * earlier run left half done, so a run after a crash puts things right.
 */
@Injectable()
export class WaitlistOffers implements OnModuleInit {
  private readonly logger = new Logger(WaitlistOffers.name);
  /** Runs for one night in this process, one after another. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: BookingFactsReader,
    private readonly scheduler: ScheduledCommands,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<OfferExpiryPayload>(OFFER_EXPIRY, (payload) => this.expire(payload));
    this.scheduler.handle<WaitlistNightPayload>(OFFER_FREE_TABLES, ({ clubId, night }) => this.offerFreeTables(clubId, night));
  }

  loadWaitlist(clubId: string, night: string) {
    return this.repository.load(waitlistStream(clubId, night), waitlistDecider);
  }

  decideWaitlist(clubId: string, night: string, command: WaitlistCommand, context: CommandContext): Promise<CommandOutcome<WaitlistEvent>> {
    return this.repository.decide(waitlistStream(clubId, night), waitlistDecider, command, context);
  }

  async tableNight(tableId: string, night: string): Promise<TableNightState> {
    return (await this.repository.load(tableNightStream(tableId, night), tableNightDecider)).state;
  }

  decideTableNight(tableId: string, night: string, command: TableNightCommand, context: CommandContext): Promise<CommandOutcome<TableNightEvent>> {
    return this.repository.decide(tableNightStream(tableId, night), tableNightDecider, command, context);
  }

  /** Tells the waitlist how an offer ended on its table-night. */
  settle(clubId: string, night: string, offerId: string, outcome: SettleOffer['outcome'], context: CommandContext) {
    return this.decideWaitlist(clubId, night, { type: 'SettleOffer', offerId, outcome }, context);
  }

  /**
   * Puts the night's waitlist right and offers every free table to the first waiting guest it fits.
   * Serial per night within the process; across processes the streams' revisions keep it right.
   */
  offerFreeTables(clubId: string, night: string): Promise<void> {
    const key = `${clubId}/${night}`;
    const run = (this.running.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => this.offerNow(clubId, night));
    this.running.set(key, run);
    void run
      .finally(() => {
        if (this.running.get(key) === run) this.running.delete(key);
      })
      .catch(() => undefined);
    return run;
  }

  private async offerNow(clubId: string, night: string): Promise<void> {
    const context = systemContext(randomUUID());
    const { state } = await this.loadWaitlist(clubId, night);
    if (!state.clubId) return;
    for (const offer of openOffers(state)) await this.finishOffer(clubId, night, offer, context);
    if (night < tonight(this.clock.now())) return;
    let waitlist = (await this.loadWaitlist(clubId, night)).state;
    if (!hasWaitingGuests(waitlist)) return;
    for (const table of await findFreeTables(this.pool, clubId, night)) {
      if (!hasWaitingGuests(waitlist)) return;
      if (openOfferOfTable(waitlist, table.tableId) || !firstFitting(waitlist, table)) continue;
      const held = await this.tableNight(table.tableId, night);
      if (activeReservation(held)) continue;
      if (held.hold) {
        // A hold whose offer is no longer open on the waitlist was left by a step that never came.
        if (waitlist.offers[held.hold.offerId]?.state === 'open') continue;
        await this.endHold(clubId, night, table.tableId, held.hold.offerId, 'withdrawn', context);
      }
      await this.offer(clubId, night, table, context);
      waitlist = (await this.loadWaitlist(clubId, night)).state;
    }
  }

  /** An offer open on the waitlist whose steps did not all come: held, settled, or run out. */
  private async finishOffer(clubId: string, night: string, offer: KeptOffer, context: CommandContext): Promise<void> {
    const held = await this.tableNight(offer.tableId, night);
    const ended = held.endedHolds[offer.offerId];
    if (ended) {
      await this.settle(clubId, night, offer.offerId, ended.reason, context);
      return;
    }
    if (held.hold?.offerId === offer.offerId) return;
    if (Date.parse(offer.until) <= this.clock.now().getTime()) {
      await this.settle(clubId, night, offer.offerId, 'expired', context);
      return;
    }
    const { state } = await this.loadWaitlist(clubId, night);
    await this.hold(clubId, night, offer, state, context);
  }

  private async offer(clubId: string, night: string, table: FreeTable, context: CommandContext): Promise<void> {
    const minutes = await this.offerMinutes(clubId);
    const offerId = randomUUID();
    const until = new Date(this.clock.now().getTime() + minutes * 60_000).toISOString();
    const made = await this.decideWaitlist(clubId, night, { type: 'OfferTable', table, offerId, reservationId: randomUUID(), until }, context);
    const offered = made.events.find((event): event is WaitlistOfferMade => event.type === 'WaitlistOfferMade');
    if (!offered) return;
    await this.scheduler.schedule<OfferExpiryPayload>({
      stream: tableNightStream(table.tableId, night),
      purpose: OFFER_EXPIRY,
      runAt: new Date(until),
      payload: { clubId, night, tableId: table.tableId, offerId },
    });
    const { state } = await this.loadWaitlist(clubId, night);
    const offer = state.offers[offerId];
    if (offer?.state === 'open') await this.hold(clubId, night, offer, state, context);
  }

  /** Holds the offered table on its table-night (the hold's event mails the guest); a table taken meanwhile withdraws the offer. */
  private async hold(clubId: string, night: string, offer: KeptOffer, waitlist: WaitlistNight, context: CommandContext): Promise<void> {
    const entry = waitlist.entries[offer.entryId];
    const facts = await this.facts.read(clubId, offer.tableId, null, night);
    const { offerId, entryId, until, tableId } = offer;
    const { firstName, lastName, phone, email, persons, locale } = entry;
    try {
      await this.decideTableNight(
        tableId,
        night,
        {
          type: 'HoldTableForOffer',
          hold: {
            offerId,
            entryId,
            until,
            clubId,
            club: facts.venue.name || waitlist.club,
            tableId,
            tableName: offer.tableName,
            night,
            persons,
            guest: { firstName, lastName, phone, email },
            ...(locale ? { locale } : {}),
          },
        },
        context,
      );
    } catch (refusal) {
      if (!(refusal instanceof DomainError)) throw refusal;
      this.logger.log(`Offer ${offerId} withdrawn: ${refusal.message}`);
      await this.settle(clubId, night, offerId, 'withdrawn', context);
    }
  }

  endHold(clubId: string, night: string, tableId: string, offerId: string, reason: 'expired' | 'withdrawn', context: CommandContext) {
    return this.decideTableNight(tableId, night, { type: 'EndTableOfferHold', offerId, reason, clubId, tableId, night }, context);
  }

  /**
   * The scheduled expiry: the hold ends unless the guest claimed it first (the table-night decides
   * which came first), the waitlist is told which, and the table goes to the next guest it fits.
   */
  async expire({ clubId, night, tableId, offerId }: OfferExpiryPayload): Promise<void> {
    const context = systemContext(randomUUID());
    await this.endHold(clubId, night, tableId, offerId, 'expired', context);
    const ended = (await this.tableNight(tableId, night)).endedHolds[offerId];
    await this.settle(clubId, night, offerId, ended?.reason === 'claimed' ? 'claimed' : 'expired', context);
    await this.offerFreeTables(clubId, night);
  }

  /** The venue's 'Ponuda sa liste čekanja traje' (minutes). */
  private async offerMinutes(clubId: string): Promise<number> {
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    return state.details?.waitlistOfferMinutes ?? DEFAULT_WAITLIST_OFFER_MINUTES;
  }
}
