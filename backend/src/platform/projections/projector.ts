import type pg from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';

export type ProjectionHandler = (event: RecordedEvent<any>, tx: pg.PoolClient) => Promise<void>;

/**
 * A read model's writer. It owns its tables: the schema comes from migrations, `tables` is what a
 * rebuild empties before replaying the feed from the start.
 */
export interface Projector {
  name: string;
  tables: string[];
  handlers: Record<string, ProjectionHandler>;
}
