import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/** The venue a request names (path, body or `?clubId=`), else the caller's own, as `targetClubId` decides. */
function venueOf(req: Parameters<RecordVersionOf>[0]): string {
  const body = req.body as { clubId?: unknown } | undefined;
  const named = [pathParam(req, 'clubId'), body?.clubId, req.query.clubId].find((id) => typeof id === 'string' && id.trim() !== '') as string | undefined;
  return named?.trim() ?? (req as { user?: { clubId: string | null } }).user?.clubId ?? '';
}

/** The venue's version as `VenueView.version` shows it (images, sliders and working hours included). */
export const venueVersion: RecordVersionOf = (req, versions) => versions.column('SELECT stream_revision FROM venues WHERE id = $1 AND NOT deleted', [venueOf(req)]);

export const tableVersion: RecordVersionOf = (req, versions) =>
  versions.column('SELECT stream_revision FROM venue_tables WHERE id = $1 AND NOT removed', [pathParam(req, 'tableId')]);
