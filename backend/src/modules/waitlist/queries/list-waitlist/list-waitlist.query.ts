import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

export class ListWaitlistQuery {
  constructor(
    readonly clubId: string,
    readonly night: string,
    readonly viewer: AuthenticatedUser,
  ) {}
}
