import type { FloorPlanView } from '@izlazak/contracts';
import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';

/**
 * The plan's version as its read model shows it (the revision of its stream's last event; none
 * before it is first drawn), never asked of the event store. A GET's or a save's answer carries it,
 * so their ETag is read from the answer itself (one query a GET); an edit's If-Match is checked
 * against this read model first and against the stream again when the save appends, so a read model
 * a moment behind never lets a stale edit through.
 */
export const floorVersion: RecordVersionOf = Object.assign(
  (req: Parameters<RecordVersionOf>[0], versions: Parameters<RecordVersionOf>[1]) =>
    versions.column('SELECT version FROM floor_plans WHERE club_id = $1', [pathParam(req, 'clubId')]),
  { inAnswer: (body: unknown) => (body as FloorPlanView).version },
);
