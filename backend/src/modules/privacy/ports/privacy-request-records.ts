/**
 * What an erasure asks history, which sits above privacy: the privacy requests recorded for an
 * address (the history keeps each request's fields, its e-mail among them), so the erasure blanks
 * them as well. The history feature implements it (its manifest's `ports`), from its read model.
 */
export interface PrivacyRequestRecords {
  /** The ids of the privacy requests whose e-mail is `address` (lower case), in id order. */
  ofAddress(address: string): Promise<string[]>;
}

export const PRIVACY_REQUEST_RECORDS = Symbol('PrivacyRequestRecords');
