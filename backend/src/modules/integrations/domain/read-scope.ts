/**
 * What an API key reads: one venue, or every venue. A venue's key sees that venue's guests; a key
 * for every venue sees guests only when an admin made it (only admins may, but the rule is said here).
 */
export interface ReadScope {
  /** null: every venue. */
  clubId: string | null;
  seesVenue(venueId: string): boolean;
  seesGuestsOf(venueId: string): boolean;
}

export function readScopeOf(key: { clubId: string | null; createdByAdmin: boolean }): ReadScope {
  const seesVenue = (venueId: string) => key.clubId === null || key.clubId === venueId;
  return {
    clubId: key.clubId,
    seesVenue,
    seesGuestsOf: (venueId) => seesVenue(venueId) && (key.clubId !== null || key.createdByAdmin),
  };
}
