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

  /**
   * Waits for the read models the command's events change, and no other: a read model that handles
   * none of them shows the same rows before and after, so the caller's next GET is already right there.
   */
  async afterCommand(outcome: { position: GlobalPosition | null; events: { type: string }[] }): Promise<void> {
    if (!outcome.position) return;
    const readModels = this.projections.readModelsHandling([...new Set(outcome.events.map((event) => event.type))]);
    if (readModels.length > 0) await this.after(outcome.position, readModels);
  }

  /** `readModels`: only those the caller reads next (default: every read model). */
  async after(position: GlobalPosition | null, readModels?: string[]): Promise<void> {
    if (!position) return;
    const caughtUp = await this.projections.waitFor(position, this.config.readYourWritesTimeoutMs, readModels);
    if (!caughtUp) logger.warn({ message: 'Read models lag behind a command', position: `${position.commit}/${position.prepare}` }, 'ReadYourWrites');
  }
}
