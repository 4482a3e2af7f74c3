interface Waiter<Answer> {
  resolve: (answer: Answer | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Requests made in the same turn of the event loop, answered by one query: each caller asks for its
 * key and waits as if alone, `run` gets every key asked for once. A worker that handles several
 * jobs side by side reads and marks their rows in one round trip instead of one each.
 */
export class BatchOfTheMoment<Key, Answer> {
  private waiting = new Map<Key, Waiter<Answer>[]>();

  constructor(private readonly run: (keys: Key[]) => Promise<ReadonlyMap<Key, Answer>>) {}

  /** The answer for `key` (undefined: `run` gave none), once the batch it joined has run. */
  ask(key: Key): Promise<Answer | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) setImmediate(() => void this.flush());
      const waiters = this.waiting.get(key) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(key, waiters);
    });
  }

  private async flush() {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const answers = await this.run([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(answers.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}
