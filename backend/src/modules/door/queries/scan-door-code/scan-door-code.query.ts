import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** POST /api/door/scan: what a scanned code is for, as the door sees it (changes nothing). */
export class ScanDoorCodeQuery {
  constructor(
    readonly code: string,
    readonly scanner: AuthenticatedUser,
  ) {}
}
