import type pg from 'pg';
import type { AppConfig } from '../config/config';
import type { EventSourcedRepository } from './commands/event-sourced-repository';
import type { EventStore } from './event-store/event-store.port';
import type { LiveHub } from './live/live-hub';
import type { PersonalData } from './privacy/personal-data';
import type { ProjectionRunner } from './projections/projection-runner';
import type { SessionStore } from './auth/sessions';

/** The started infrastructure the Nest modules are built on; one per process. */
export interface Kernel {
  config: AppConfig;
  pool: pg.Pool;
  store: EventStore;
  /** Seals and opens personal fields; erases a person (docs/privacy.md). */
  personalData: PersonalData;
  repository: EventSourcedRepository;
  projections: ProjectionRunner;
  sessions: SessionStore;
  live: LiveHub;
}

export const KERNEL = Symbol('KERNEL');
