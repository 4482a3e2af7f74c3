import type { Migration } from '#platform/database/migrations';
import { EVENT_STORE_APPEND_SQL, EVENT_STORE_TABLES_SQL } from './postgres-event-store';

/**
 * The PostgreSQL event store's schema; created even when EventStoreDB holds the events. The
 * append functions are replaced whole (CREATE OR REPLACE), each version under a new id, so that
 * databases created before it get it on their next start.
 */
export const EVENT_STORE_MIGRATIONS: Migration[] = [
  { id: '20261122-00-event-store', sql: EVENT_STORE_TABLES_SQL },
  { id: '20261123-00-event-store-append', sql: EVENT_STORE_APPEND_SQL },
  { id: '20261123-01-event-store-append-without-lookup', sql: EVENT_STORE_APPEND_SQL },
];
