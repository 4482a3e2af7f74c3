import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from '../config/config';
import { SessionStore } from './auth/sessions';
import { CommandRunner } from './commands/command-runner';
import { EventSourcedRepository } from './commands/event-sourced-repository';
import { ReadYourWrites } from './commands/read-your-writes';
import { RecordVersions } from './http/conditional-request';
import { IdempotencyKeys } from './http/idempotency';
import { PG_POOL } from './database/database.tokens';
import { EVENT_STORE } from './event-store/event-store.port';
import { KERNEL, type Kernel } from './kernel';
import { LiveAudience } from './live/live-feed';
import { SentMailPruning } from './mail/sent-mail-pruning';
import { ProjectionRunner } from './projections/projection-runner';
import { ReadModelVersions } from './projections/read-model-versions';
import { ReadCache } from './read-cache/read-cache';
import { REDIS_HEALTH, type RedisHealth } from './redis/redis-health';
import { ScheduledCommands, schedulerSettingsFrom } from './scheduling/scheduled-commands';
import { ImageStorage } from './storage/image-storage';
import { AttemptCounter } from './throttling/attempt-counter';
import { NightClock } from './time/night-clock';

/** Hands the started infrastructure to every feature module. */
@Global()
@Module({})
export class PlatformModule {
  static register(kernel: Kernel, redis: RedisHealth): DynamicModule {
    // One reader for the read cache and the booking facts: callers that ask together share a query.
    const versions = new ReadModelVersions(kernel.pool);
    const providers = [
      { provide: KERNEL, useValue: kernel },
      { provide: APP_CONFIG, useValue: kernel.config },
      { provide: PG_POOL, useValue: kernel.pool },
      { provide: EVENT_STORE, useValue: kernel.store },
      { provide: EventSourcedRepository, useValue: kernel.repository },
      { provide: ProjectionRunner, useValue: kernel.projections },
      { provide: SessionStore, useValue: kernel.sessions },
      { provide: LiveAudience, useValue: kernel.live },
      { provide: REDIS_HEALTH, useValue: redis },
      { provide: ReadModelVersions, useValue: versions },
      { provide: ReadCache, useValue: new ReadCache(versions, kernel.projections.projectors, (position) => kernel.projections.shownHere(position)) },
      ReadYourWrites,
      CommandRunner,
      RecordVersions,
      IdempotencyKeys,
      ImageStorage,
      AttemptCounter,
      NightClock,
      SentMailPruning,
      { provide: ScheduledCommands, useFactory: (clock: NightClock) => new ScheduledCommands(kernel.pool, clock, schedulerSettingsFrom(kernel.config)), inject: [NightClock] },
    ];
    return { module: PlatformModule, providers, exports: providers.map((p) => ('provide' in p ? p.provide : p)) };
  }
}
