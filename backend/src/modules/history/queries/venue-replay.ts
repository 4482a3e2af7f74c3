import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import type { AggregateType } from '#platform/commands/event-sourced-repository';
import type { DomainEvent } from '#platform/commands/decider';
import { PG_POOL } from '#platform/database/database.tokens';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { tableDecider, tableStream } from '../../venues/domain/table.decider';
import { VENUE_NOT_FOUND } from '../../venues/domain/venue-access';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';
import type { HistoryViewer } from '../domain/personal-data';

export interface TableAt {
  tableId: string;
  name: string;
  maxPersons: string;
  area: string;
}

/**
 * A venue's streams replayed up to a moment with their own deciders' evolve: the state as it
 * stood then, computed from the events, never from a copy kept on the side.
 */
@Injectable()
export class VenueReplay {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  /** The stream's state from its events that had happened by `at`. */
  async stateAt<State, Event extends DomainEvent>(streamId: string, aggregate: AggregateType<State, Event>, at: Date): Promise<State> {
    let state = aggregate.initialState();
    for await (const recorded of this.store.readStream(streamId)) {
      if (Date.parse(recorded.metadata.occurredAt) > at.getTime()) break;
      state = aggregate.evolve(state, { type: recorded.type, data: recorded.data } as Event);
    }
    return state;
  }

  /** Admins ask about any venue, a manager about their own; a venue never registered is 404. */
  async assertMayReplay(viewer: HistoryViewer, clubId: string): Promise<void> {
    if (viewer.role !== 'admin' && !(viewer.role === 'manager' && viewer.clubId === clubId)) throw forbidden();
    const venue = await this.stateAt(venueStream(clubId), venueDecider, new Date(8.64e15));
    if (!venue.exists) throw notFound(VENUE_NOT_FOUND);
  }

  /**
   * The venue's tables at `at`. Which table streams belong to the venue comes from the history's
   * own index of entities (tables once added stay listed there after removal); what each table was
   * then comes from its stream.
   */
  async tablesAt(clubId: string, at: Date): Promise<TableAt[]> {
    const { rows } = await this.pool.query<{ entity_id: string }>("SELECT entity_id FROM history_entities WHERE entity_type = 'table' AND club_id = $1", [clubId]);
    const states = await Promise.all(rows.map((row) => this.stateAt(tableStream(row.entity_id), tableDecider, at)));
    return states
      .filter((table) => table.exists && !table.removed && table.details)
      .map((table) => ({ tableId: table.tableId!, name: table.details!.name, maxPersons: table.details!.maxPersons, area: table.details!.area }))
      .sort((a, b) => a.name.localeCompare(b.name, 'sr', { numeric: true }));
  }
}
