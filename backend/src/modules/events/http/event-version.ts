import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';
import { nightlifeEventStream } from '../domain/nightlife-event.decider';

export const eventVersion: RecordVersionOf = (req, versions) => versions.stream(nightlifeEventStream(pathParam(req, 'eventId')));
