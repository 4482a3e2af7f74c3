import { addDays, belgradeInstant } from '../../events/domain/venue-night';

/**
 * The moment a night's tables stop being held for guests who have not come: the venue's
 * 'Sto se čuva do' (HH:mm in Belgrade). A time before noon is after midnight, in the night's morning.
 */
export function holdCutoff(night: string, holdUntil: string): Date {
  const hour = Number(holdUntil.slice(0, 2));
  return belgradeInstant(hour < 12 ? addDays(night, 1) : night, holdUntil);
}

/** The scheduled release of one venue's night: one row per venue and night, replaced when the cutoff moves. */
export const TABLE_RELEASE = 'table-release';
export const venueNightStream = (clubId: string, night: string) => `venue-night-${clubId}-${night}`;

export interface TableReleasePayload {
  clubId: string;
  night: string;
}
