import type { RecordVersionOf } from '#platform/http/conditional-request';
import { SITE_STREAM } from '../domain/site.decider';

export const siteDataVersion: RecordVersionOf = (_req, versions) => versions.stream(SITE_STREAM);
