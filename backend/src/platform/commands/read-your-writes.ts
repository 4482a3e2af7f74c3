import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { positionToString, type GlobalPosition } from '#platform/event-store/event-store.port';
import { ProjectionRunner } from '#platform/projections/projection-runner';
import { logger } from '#platform/logging/json-logger';
import { noteReadModelsLate, noteWritten } from './written-position';

/**
 * The HTTP answer to a command waits until the read models have caught up with it, so the
 * caller's next GET sees its own change. Bounded: past the timeout we answer anyway, and the
 * caller's next reads (carrying the position in `X-Izlazak-After`) wait for it again.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly projections: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Waits for the read models to show a command's events; false when they are still late.
   * `readModels`: only those the caller reads next (default: every read model).
   */
  async after(position: GlobalPosition | null, readModels?: string[]): Promise<boolean> {
    if (!position) return true;
    noteWritten(position);
    const caughtUp = await this.projections.waitFor(position, this.config.readYourWritesTimeoutMs, readModels);
    if (!caughtUp) {
      noteReadModelsLate();
      logger.warn({ message: 'Read models lag behind a command', position: positionToString(position) }, 'ReadYourWrites');
    }
    return caughtUp;
  }

  /** A read of a caller who wrote at `position`: answered once every read model shows it, or at the timeout. */
  async beforeRead(position: GlobalPosition): Promise<void> {
    const caughtUp = await this.projections.waitFor(position, this.config.readYourWritesTimeoutMs);
    if (!caughtUp) logger.warn({ message: "Read models lag behind the caller's last write", position: positionToString(position) }, 'ReadYourWrites');
  }
}
