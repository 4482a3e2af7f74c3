import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** GET /api/door/tonight: tonight's reservations of a venue and its free tables, for the door screen to keep. */
export class DoorNightQuery {
  constructor(
    readonly viewer: AuthenticatedUser,
    /** Named by an admin; the venue's own people read their venue's. */
    readonly clubId: string | undefined,
  ) {}
}
