/**
 * The closed accounts that ever had the e-mail address (registered with it, changed to it or from
 * it): what an erasure of the address erases with it. A live account is closed first, or kept.
 */
export class ClosedAccountsQuery {
  constructor(readonly email: string) {}
}
