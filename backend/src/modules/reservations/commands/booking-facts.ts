import { Injectable } from '@nestjs/common';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { nightlifeEventDecider, nightlifeEventStream } from '../../events/domain/nightlife-event.decider';
import { tonight } from '../../events/domain/venue-night';
import { tableDecider, tableStream } from '../../venues/domain/table.decider';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';
import { openOnNight } from '../domain/opening-nights';
import type { BookingFacts, EventFacts } from '../domain/table-night.decider';

/** What a booking decision needs from the venue's, the table's and the event's streams, and the clock. */
@Injectable()
export class BookingFactsReader {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
  ) {}

  async read(clubId: string, tableId: string, eventId: string | null, night: string | undefined): Promise<BookingFacts & { night: string | null }> {
    const [venue, table, event] = await Promise.all([
      this.repository.load(venueStream(clubId), venueDecider),
      this.repository.load(tableStream(tableId), tableDecider),
      eventId ? this.readEvent(eventId) : Promise.resolve(null),
    ]);
    const bookedNight = event?.exists ? event.night : (night ?? null);
    const v = venue.state;
    const t = table.state;
    return {
      night: bookedNight,
      tonight: tonight(this.clock.now()),
      venue: {
        exists: v.exists && !v.deleted,
        approved: v.status === 'approved',
        name: v.details?.name ?? '',
        email: v.details?.email ?? '',
        openOnNight: bookedNight ? openOnNight(v.workingHours, bookedNight) : null,
      },
      table: {
        exists: t.exists && !t.removed,
        clubId: t.clubId ?? '',
        name: t.details?.name ?? '',
        maxPersons: Number(t.details?.maxPersons ?? 0),
      },
      event,
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
    };
  }
}
