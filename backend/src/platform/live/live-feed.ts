import type { LiveMessage, PositionText, Role } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { positionToString, type GlobalPosition, type RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor, type Projector } from '#platform/projections/projector';

/**
 * Rooms of the live connection: a venue's manager and staff share `venue:<clubId>`, admins share
 * `admins`, and every signed-in user has `user:<userId>` for what is theirs.
 */
export const LIVE_ROOMS = {
  admins: 'admins',
  venue: (clubId: string) => `venue:${clubId}`,
  user: (userId: string) => `user:${userId}`,
};

export interface LiveViewer {
  id: string;
  role: Role;
  clubId: string | null;
}

export function roomsOf(viewer: LiveViewer): string[] {
  const rooms = [LIVE_ROOMS.user(viewer.id)];
  if (viewer.role === 'admin') rooms.push(LIVE_ROOMS.admins);
  if ((viewer.role === 'manager' || viewer.role === 'staff') && viewer.clubId) rooms.push(LIVE_ROOMS.venue(viewer.clubId));
  return rooms;
}

/** One thing as a read model now holds it, ready to be pushed to the rooms that may see it. */
export interface LiveRow {
  id: string;
  rooms: string[];
  message(position: PositionText): LiveMessage;
}

/** One thing an event changed, and the rooms that may see it. */
export interface LiveChange {
  id: string;
  rooms: string[];
}

/** Every thing the event changed, for a feed whose event changes one, several or none. */
export function changesOf(feed: LiveFeed, event: RecordedEvent): LiveChange[] {
  const change = feed.changeOf(event);
  return change === null ? [] : [change].flat();
}

/**
 * What a feature shows live: which events change which of its things, and how its read model
 * reads them. The platform turns it into a reactor (push after the read model has the change)
 * and into the replay a reconnecting client gets.
 */
export interface LiveFeed {
  name: string;
  /** The read model the pushed rows are read from; a push waits until it has the event. */
  readModel: string;
  eventTypes: string[];
  streamPrefixes?: string[];
  /**
   * The thing an event changed (or the things: an order refunded voids each of its tickets) and the
   * rooms that may see it, from the event alone; null: nothing shown changed.
   */
  changeOf(event: RecordedEvent): LiveChange | LiveChange[] | null;
  /** The things as the read model holds them now (deleted ones included). */
  read(db: Queryable, ids: string[]): Promise<LiveRow[]>;
}

/**
 * What commands tell the live connections: a user now sees other rooms (a new role or venue). Their
 * open connections move at once, in every process, and reload their lists; without this a staff
 * member moved to another venue would keep hearing the old venue's guests until they reconnect.
 */
export abstract class LiveAudience {
  abstract viewerMoved(before: LiveViewer, after: LiveViewer): void;
}

/** What the live reactors need from the process that runs them. */
export interface LivePublisher {
  publish(rooms: string[], message: LiveMessage): void;
  /** Asks every connected client to resume from its last position (pushes were skipped). */
  askToResync(): void;
  readModelReached(position: GlobalPosition, readModel: string): Promise<boolean>;
}

/** A push of a change this much older than now would be news from the past: clients resync instead. */
const LAGGING_AFTER_MS = 60_000;

/**
 * Pushes every change of the feed once its read model holds it, with the row as the read model
 * has it and the event's position. Runs in one process (the leader); the Socket.IO adapter carries
 * the push to clients connected to the others.
 */
export function liveReactor(feed: LiveFeed, live: LivePublisher): Projector {
  return defineReactor({
    name: `live-${feed.name}`,
    handlers: Object.fromEntries(feed.eventTypes.map((type) => [type, () => Promise.resolve()])),
    // A batch's changes are read in one query; a thing changed twice in it is pushed once, as it is now.
    handleBatch: async (events, tx) => {
      const latest = new Map<string, RecordedEvent>();
      for (const event of events) {
        const changes = changesOf(feed, event);
        if (changes.length === 0) continue;
        if (Date.now() - Date.parse(event.metadata.occurredAt) > LAGGING_AFTER_MS) return live.askToResync();
        for (const change of changes) {
          latest.delete(change.id);
          latest.set(change.id, event);
        }
      }
      if (latest.size === 0) return;
      const rows = new Map((await feed.read(tx, [...latest.keys()])).map((row) => [row.id, row]));
      for (const [id, event] of latest) {
        const row = rows.get(id);
        if (row) live.publish(row.rooms, row.message(positionToString(event.position)));
      }
    },
    // Before the batch's transaction: waiting inside it would hold back the feed, the read model's included.
    beforeBatch: async (events) => {
      const last = events.filter((event) => changesOf(feed, event).length > 0).pop();
      if (last && !(await live.readModelReached(last.position, feed.readModel))) {
        throw new Error(`Read model ${feed.readModel} has not reached ${positionToString(last.position)}`);
      }
    },
  });
}
