import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/** The reservation's own `version` (it moves between tables and nights, so no one stream is its record). */
export const reservationVersion: RecordVersionOf = (req, versions) => versions.column('SELECT version FROM reservations WHERE id = $1 AND NOT deleted', [pathParam(req, 'id')]);
