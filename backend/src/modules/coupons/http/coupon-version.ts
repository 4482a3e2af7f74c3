import { pathParam, type RecordVersionOf } from '#platform/http/conditional-request';
import { couponStream } from '../domain/coupon.decider';

export const couponVersion: RecordVersionOf = (req, versions) => versions.stream(couponStream(pathParam(req, 'couponId')));
