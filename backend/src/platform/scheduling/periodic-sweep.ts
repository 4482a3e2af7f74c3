import { Logger } from '@nestjs/common';

/**
 * Runs `work` every `everyMs`, never two at once, on processes that run the projections (the
 * keepers' sweeps are idempotent, so several processes may sweep). A failed sweep is logged and
 * the next one tries again; stop() waits for a sweep under way.
 */
export class PeriodicSweep {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    name: string,
    private readonly everyMs: number,
    private readonly work: () => Promise<void>,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sweeping ??= this.work()
        .catch((error: unknown) => this.logger.warn(`Sweep failed: ${String(error)}`))
        .finally(() => (this.sweeping = null));
    }, this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }
}
