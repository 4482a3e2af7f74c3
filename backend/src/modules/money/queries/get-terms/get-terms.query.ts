import type { TermsQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** GET /api/club/{clubId}/terms: the venue's terms (the account shown as toVenueTermsView says). */
export class GetTermsQuery {
  constructor(
    readonly clubId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {}
}

/** GET /api/club/{clubId}/terms?tableId&night|eventId: the terms that apply to one table and night. */
export class GetAppliedTermsQuery {
  constructor(
    readonly clubId: string,
    readonly query: TermsQuery,
  ) {}
}
