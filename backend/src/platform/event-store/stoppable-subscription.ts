import type { AllSubscription, RecordedEvent } from './event-store.port';

export const STOPPED = Symbol('stopped');

/**
 * What both stores' $all subscriptions share: one iterator over `deliver()`, and a stop that ends
 * it, tells the store, and settles `stopRequested` so that a wait in flight ends at once.
 */
export abstract class StoppableSubscription implements AllSubscription {
  protected stopped = false;
  private wakeOnStop: () => void = () => undefined;
  /** Race a wait against it: settles with STOPPED once stop() is asked for. */
  protected readonly stopRequested = new Promise<typeof STOPPED>((resolve) => {
    this.wakeOnStop = () => resolve(STOPPED);
  });
  private iterator: AsyncIterator<RecordedEvent> | null = null;

  protected constructor(private readonly onStopped: () => void) {}

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    this.iterator ??= this.deliver();
    return this.iterator;
  }

  abstract stop(): Promise<void>;

  protected abstract deliver(): AsyncGenerator<RecordedEvent>;

  protected markStopped(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.wakeOnStop();
    this.onStopped();
  }
}
