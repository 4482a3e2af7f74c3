/**
 * Commands on one stream take turns within this process: the second waits for the first's append
 * instead of colliding with it and retrying. A hot stream (one guest list, one waitlist night,
 * one coupon) then serves a burst in order, each command deciding on the state its predecessor
 * left; other processes still meet at the expected revision and retry as before.
 */
export class StreamTurns {
  private readonly tails = new Map<string, Promise<void>>();

  take<Result>(streamId: string, work: () => Promise<Result>): Promise<Result> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return result;
  }
}
