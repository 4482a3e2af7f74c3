import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { ProjectionRunner } from '#platform/projections/projection-runner';
import { logger } from '#platform/logging/json-logger';

/**
 * The HTTP answer to a command waits until the read models have caught up with it, so the
 * caller's next GET sees its own change. Bounded: past the timeout we answer anyway.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly projections: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `readModels`: only those the caller reads next (default: every read model). */
  async after(position: GlobalPosition | null, readModels?: string[]): Promise<void> {
    if (!position) return;
    const caughtUp = await this.projections.waitFor(position, this.config.readYourWritesTimeoutMs, readModels);
    if (!caughtUp) logger.warn({ message: 'Read models lag behind a command', position: `${position.commit}/${position.prepare}` }, 'ReadYourWrites');
  }
}
