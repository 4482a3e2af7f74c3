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

/**
 * A venue is public once approved: a reader of every venue hears nothing of a sign-up awaiting
 * approval (its details, pictures, tables, its rejection), and hears of it from its approval on.
 */
export const waitsForApproval = (event: { type: string }, scope: Pick<ReadScope, 'clubId'>) => scope.clubId === null && event.type === 'venue.changed';

/** The domain event that makes a venue public. */
export const approvesVenue = (event: { type: string; data: unknown }) =>
  event.type === 'VenueApproved' || (event.type === 'VenueRegistered' && (event.data as { status?: string }).status === 'approved');
