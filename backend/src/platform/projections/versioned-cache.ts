import type { ReadModelVersions } from './read-model-versions';

/**
 * Answers kept while the versions of the read models they follow stay put: the read models that
 * follow a stream change whenever the stream does, so "no version moved" means "nothing read here
 * changed". One shared query for every caller tells it (ReadModelVersions), so a change is seen as
 * soon as it is readable anywhere. Past `maxEntries` the cache starts again.
 */
export class VersionedCache {
  private entries = new Map<string, Promise<unknown>>();
  private keptAt: string | null = null;

  constructor(
    private readonly versions: ReadModelVersions,
    private readonly readModels: readonly string[],
    private readonly maxEntries: number,
  ) {}

  /**
   * Forgets every entry when a followed read model has moved since; call once per use, before `kept`.
   * `since`: the caller's `performance.now()` from before it needed the answers (ReadModelVersions).
   */
  async refresh(since?: number): Promise<void> {
    const versions = await this.versions.current(since);
    const at = this.readModels.map((name) => versions.get(name) ?? 0).join('/');
    if (at !== this.keptAt || this.entries.size >= this.maxEntries) {
      this.entries = new Map();
      this.keptAt = at;
    }
  }

  /** The kept answer for `key`, or `read()`'s, kept unless it fails. */
  kept<Value>(key: string, read: () => Promise<Value>): Promise<Value> {
    const entries = this.entries;
    let value = entries.get(key) as Promise<Value> | undefined;
    if (!value) {
      value = read();
      entries.set(key, value);
      value.catch(() => entries.delete(key));
    }
    return value;
  }
}
