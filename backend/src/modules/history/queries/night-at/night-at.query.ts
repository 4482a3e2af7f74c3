import type { HistoryViewer } from '../../domain/personal-data';

/** A venue's night as it stood at a moment: each table and the reservation holding it then. */
export class NightAtQuery {
  constructor(
    readonly clubId: string,
    readonly at: Date,
    readonly viewer: HistoryViewer,
    /** Which night's bookings; by default the night `at` belongs to. */
    readonly night?: string,
  ) {}
}
