import pg from 'pg';
import { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

/** EventStoreDB when an esdb:// connection string is configured, otherwise PostgreSQL. */
export function createEventStore(config: { eventStoreUrl?: string }, pool: pg.Pool): EventStore {
  const eventStoreUrl = config.eventStoreUrl?.trim();
  if (eventStoreUrl) return new EventStoreDbEventStore(eventStoreUrl);
  return new PostgresEventStore(pool);
}
