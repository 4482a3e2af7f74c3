import type { ReportQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** GET /api/reports: a venue's (or every venue's) figures over a night or a range of nights. */
export class GetReportQuery {
  constructor(
    readonly filters: ReportQuery,
    readonly viewer: Pick<AuthenticatedUser, 'role' | 'clubId'>,
  ) {}
}
