import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

export class GetWaitlistEntryQuery {
  constructor(
    readonly entryId: string,
    readonly viewer: AuthenticatedUser,
  ) {}
}
