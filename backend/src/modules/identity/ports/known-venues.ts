/**
 * What identity needs from venues, which sit above it: an account placed in a venue (its clubId)
 * must name a venue that exists. The venues feature implements it (its manifest's `ports`).
 */
export interface KnownVenues {
  /** 400 naming clubId when it names no live venue; null (no venue) is always fine. */
  assertExists(clubId: string | null | undefined): Promise<void>;
}

export const KNOWN_VENUES = Symbol('KnownVenues');
