import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { WAITLIST_MESSAGES } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import type { WaitlistEvent } from '../../domain/waitlist/waitlist.events';
import { findEntryNight } from '../../queries/waitlist-rows';
import { WaitlistOffers } from '../waitlist-offers';
import { MoveWaitlistEntryCommand, RemoveWaitlistEntryCommand } from './edit-entry.commands';

async function entryNight(pool: pg.Pool, entryId: string) {
  const night = await findEntryNight(pool, entryId);
  if (!night) throw notFound(WAITLIST_MESSAGES.entryNotFound);
  return night;
}

/**
 * Takes the guest off the list; an offer open for them is withdrawn and its table's hold ended,
 * unless the guest claimed the table first (the table-night decides), and the table goes to the
 * next guest (waitlistPlanner schedules that run).
 */
@CommandHandler(RemoveWaitlistEntryCommand)
export class RemoveWaitlistEntryHandler implements ICommandHandler<RemoveWaitlistEntryCommand, CommandOutcome<WaitlistEvent>> {
  constructor(
    private readonly offers: WaitlistOffers,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ entryId, expectedVersion, context }: RemoveWaitlistEntryCommand): Promise<CommandOutcome<WaitlistEvent>> {
    const { clubId, night } = await entryNight(this.pool, entryId);
    const removed = await this.offers.decideWaitlist(clubId, night, { type: 'RemoveWaitlistEntry', actor: context.actor, entryId, expectedVersion }, context);
    const event = removed.events[0];
    if (event?.type !== 'WaitlistEntryRemoved' || !event.data.offerId) return removed;
    const { offerId } = event.data;
    const { state } = await this.offers.loadWaitlist(clubId, night);
    const tableId = state.offers[offerId].tableId;
    await this.offers.endHold(clubId, night, tableId, offerId, 'withdrawn', context);
    if ((await this.offers.tableNight(tableId, night)).endedHolds[offerId]?.reason !== 'claimed') return removed;
    const claimed = await this.offers.settle(clubId, night, offerId, 'claimed', context);
    return { events: [...removed.events, ...claimed.events], position: claimed.position ?? removed.position };
  }
}

@CommandHandler(MoveWaitlistEntryCommand)
export class MoveWaitlistEntryHandler implements ICommandHandler<MoveWaitlistEntryCommand, CommandOutcome<WaitlistEvent>> {
  constructor(
    private readonly offers: WaitlistOffers,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ entryId, position, expectedVersion, context }: MoveWaitlistEntryCommand): Promise<CommandOutcome<WaitlistEvent>> {
    const { clubId, night } = await entryNight(this.pool, entryId);
    return this.offers.decideWaitlist(clubId, night, { type: 'MoveWaitlistEntry', actor: context.actor, entryId, position, expectedVersion }, context);
  }
}
