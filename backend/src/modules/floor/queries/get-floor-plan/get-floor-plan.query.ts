import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

export class GetFloorPlanQuery {
  constructor(
    readonly clubId: string,
    /** yyyy-MM-dd; tonight when left out. */
    readonly night: string | undefined,
    readonly viewer: AuthenticatedUser | null,
  ) {}
}
