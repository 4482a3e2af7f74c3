import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';
import { userStream } from '../domain/user/user.events';

export const userVersion: RecordVersionOf = (req, versions) => versions.stream(userStream(pathParam(req, 'id')));

export const ownProfileVersion: RecordVersionOf = (req, versions) => versions.stream(userStream((req as { user?: { id: string } }).user?.id ?? ''));
