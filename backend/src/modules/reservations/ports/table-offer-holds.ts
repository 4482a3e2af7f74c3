/** A table a waitlist offer keeps for the guest it went to: nobody else is placed there before `until`. */
export interface TableOfferHold {
  tableId: string;
  tableName: string;
  /** ISO instant the offer runs out. */
  until: string;
}

/**
 * What the venue's screens need from the waitlist, which sits above reservations: the tables of a
 * night that open offers hold (offered, not yet claimed, withdrawn or run out by `now`). The hold
 * itself is enforced on the table-night; this is where a screen learns of it before it offers a
 * table as free. The waitlist feature implements it (its manifest's `ports`); the door uses it.
 */
export interface TableOfferHolds {
  ofNight(clubId: string, night: string, now: Date): Promise<TableOfferHold[]>;
}

export const TABLE_OFFER_HOLDS = Symbol('TableOfferHolds');
