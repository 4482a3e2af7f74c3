import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';
import { floorStream } from '../domain/floor.decider';

/** The plan's version is its stream's revision (none before it is first drawn). */
export const floorVersion: RecordVersionOf = (req, versions) => versions.stream(floorStream(pathParam(req, 'clubId')));
