import type { Migration } from '../database/migrations';
import { EVENT_STORE_SCHEMA_SQL } from './postgres-event-store';

/** The PostgreSQL event store's tables; created even when EventStoreDB holds the events. */
export const EVENT_STORE_MIGRATION: Migration = {
  id: '20261122-00-event-store',
  sql: EVENT_STORE_SCHEMA_SQL,
};
