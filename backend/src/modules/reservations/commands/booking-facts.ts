import { Injectable } from '@nestjs/common';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { ReadModelVersions } from '#platform/projections/read-model-versions';
import { VersionedCache } from '#platform/projections/versioned-cache';
import { NightClock } from '#platform/time/night-clock';
import { nightlifeEventDecider, nightlifeEventStream } from '../../events/domain/nightlife-event.decider';
import { tonight } from '../../events/domain/venue-night';
import { tableDecider, tableStream } from '../../venues/domain/table.decider';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';
import { nightStartsAt, openOnNight } from '../domain/opening-nights';
import type { BookingFacts, EventFacts } from '../domain/table-night';

/** The read models that change whenever a venue's, a table's or an event's stream does. */
const FACTS_READ_MODELS = ['venues', 'events'];
/** Enough for every table and event of a busy night; past it the cache starts again. */
const MAX_CACHED = 20_000;

type VenueFacts = Omit<BookingFacts['venue'], 'openOnNight'> & { workingHours: Parameters<typeof openOnNight>[0] };

/**
 * What a booking decision needs from the venue's, the table's and the event's streams, and the clock.
 * A table drop asks for the same venue and tables thousands of times a minute: each stream's facts
 * are read once and kept while the versions of the read models that follow those streams stay put
 * (one shared query for every caller), so a change the venue made is seen as soon as it is
 * readable anywhere.
 */
@Injectable()
export class BookingFactsReader {
  private readonly cache: VersionedCache;

  constructor(
    private readonly repository: EventSourcedRepository,
    versions: ReadModelVersions,
    private readonly clock: NightClock,
  ) {
    this.cache = new VersionedCache(versions, FACTS_READ_MODELS, MAX_CACHED);
  }

  /** `since`: as in VersionedCache.refresh. */
  async read(
    clubId: string,
    tableId: string,
    eventId: string | null,
    night: string | undefined,
    since?: number,
  ): Promise<BookingFacts & { night: string | null; nightStartsAt: string | null }> {
    await this.cache.refresh(since);
    const [{ workingHours, ...venue }, table, event] = await Promise.all([
      this.cache.kept(`venue/${clubId}`, () => this.readVenue(clubId)),
      this.cache.kept(`table/${tableId}`, () => this.readTable(tableId)),
      eventId ? this.cache.kept(`event/${eventId}`, () => this.readEvent(eventId)) : Promise.resolve(null),
    ]);
    const bookedNight = event?.exists ? event.night : (night ?? null);
    return {
      night: bookedNight,
      nightStartsAt: bookedNight ? nightStartsAt(workingHours, bookedNight, event?.exists ? { startTime: event.startTime ?? '' } : null) : null,
      tonight: tonight(this.clock.now()),
      venue: { ...venue, openOnNight: bookedNight ? openOnNight(workingHours, bookedNight) : null },
      table,
      event,
    };
  }

  private async readVenue(clubId: string): Promise<VenueFacts> {
    const { state: v } = await this.repository.load(venueStream(clubId), venueDecider);
    return {
      exists: v.exists && !v.deleted,
      approved: v.status === 'approved',
      name: v.details?.name ?? '',
      email: v.details?.email ?? '',
      workingHours: v.workingHours,
    };
  }

  private async readTable(tableId: string): Promise<BookingFacts['table']> {
    const { state: t } = await this.repository.load(tableStream(tableId), tableDecider);
    return {
      exists: t.exists && !t.removed,
      clubId: t.clubId ?? '',
      name: t.details?.name ?? '',
      maxPersons: Number(t.details?.maxPersons ?? 0),
    };
  }

  private async readEvent(eventId: string): Promise<EventFacts> {
    const { state } = await this.repository.load(nightlifeEventStream(eventId), nightlifeEventDecider);
    return {
      exists: state.exists && !state.deleted,
      clubId: state.clubId ?? '',
      night: state.details?.dateOfEvent ?? '',
      title: state.details?.title ?? '',
      ticketPrice: state.details?.ticketPrice ?? '',
      startTime: state.details?.startTime ?? '',
    };
  }
}
