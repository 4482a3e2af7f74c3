import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/**
 * The plan's version as its read model shows it (the revision of its stream's last event; none
 * before it is first drawn): a GET asks the read model alone, never the event store. An edit whose
 * If-Match matched it is checked once more against the stream when it appends, so a read model a
 * moment behind never lets a stale edit through.
 */
export const floorVersion: RecordVersionOf = (req, versions) =>
  versions.column('SELECT version FROM floor_plans WHERE club_id = $1', [pathParam(req, 'clubId')]);
