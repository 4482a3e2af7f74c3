import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/** A waitlist entry's own `version` (one more with every change of it): `ETag` and If-Match name it, for the venue's people only. */
export const waitlistEntryVersion: RecordVersionOf = (req, versions) =>
  versions.ofVenueRecord(req, 'SELECT version, club_id FROM waitlist_entries WHERE id = $1', [pathParam(req, 'id')]);
