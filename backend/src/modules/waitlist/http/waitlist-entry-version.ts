import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/** A waitlist entry's own `version` (one more with every change of it): `ETag` and If-Match name it. */
export const waitlistEntryVersion: RecordVersionOf = (req, versions) => versions.column('SELECT version FROM waitlist_entries WHERE id = $1', [pathParam(req, 'id')]);
