import pg from 'pg';
import { PersonalData } from '#platform/privacy/personal-data';
import { PostgresKeyVault } from '#platform/privacy/key-vault';
import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';
import { SealingEventStore } from '#platform/privacy/sealing-event-store';
import { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

/** EventStoreDB when an esdb:// connection string is configured, otherwise PostgreSQL. */
export function createEventStore(config: { eventStoreUrl?: string }, pool: pg.Pool): EventStore {
  const eventStoreUrl = config.eventStoreUrl?.trim();
  if (eventStoreUrl) return new EventStoreDbEventStore(eventStoreUrl);
  return new PostgresEventStore(pool);
}

/** The store with personal fields sealed on append and opened on read; the keys stay in PostgreSQL either way. */
export function createSealingEventStore(
  config: { eventStoreUrl?: string },
  pool: pg.Pool,
  personalFields: PersonalFieldRegistry,
): { store: EventStore; personalData: PersonalData } {
  const personalData = new PersonalData(new PostgresKeyVault(pool), personalFields);
  return { store: new SealingEventStore(createEventStore(config, pool), personalData), personalData };
}
