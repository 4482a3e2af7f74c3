/**
 * What a contact message needs from venues, which sit above site: where a message to a venue goes.
 * The venues feature implements it (its manifest's `ports`).
 */
export interface VenueContacts {
  /** The venue's e-mail address ('' when it has none); 404 for a venue the public cannot see, as its page. */
  emailOf(clubId: string): Promise<string>;
}

export const VENUE_CONTACTS = Symbol('VenueContacts');
