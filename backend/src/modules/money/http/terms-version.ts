import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/** The terms' version as their read model shows it (inline: the stream's revision once saved; none before). */
export const termsVersion: RecordVersionOf = (req, versions) => versions.column('SELECT version FROM venue_terms WHERE club_id = $1', [pathParam(req, 'clubId')]);
