import { Inject, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PeriodicSweep } from './periodic-sweep';

const SWEEP_EVERY_MS = 2_000;

/**
 * A feature's keeper: rules that follow from other changes, swept every two seconds on processes
 * that run the projections, from the application's start to its shutdown. Each sweep must be
 * idempotent, so several processes may sweep. The subclass's name names its log lines.
 */
export abstract class Keeper implements OnApplicationBootstrap, OnModuleDestroy {
  @Inject(APP_CONFIG) private readonly config!: AppConfig;
  protected readonly logger = new Logger(this.constructor.name);
  private readonly sweeper = new PeriodicSweep(this.constructor.name, SWEEP_EVERY_MS, () => this.sweep());

  /** One pass over every rule; tests call it to sweep at once. */
  abstract sweep(): Promise<void>;

  onApplicationBootstrap(): void {
    if (this.config.runProjections) this.sweeper.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }
}
