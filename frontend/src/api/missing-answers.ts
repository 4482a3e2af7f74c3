import type { Action, Reducer } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { api } from './api';

type ApiState = ReturnType<typeof api.reducer>;

interface RejectedRead extends Action {
  meta?: { arg?: { queryCacheKey?: string } };
  payload?: { status?: unknown };
}

const REJECTED_READ = `${api.reducerPath}/executeQuery/rejected`;

/**
 * The API's reducer, keeping a read the API answered 404 or 410 (an event or venue that is not
 * there, or no longer) as answered: RTK Query asks again for an error it holds no answer time for,
 * each time a component subscribes. So the server's render, which renders a page until no new read
 * starts, settles on a missing venue's page, the browser hydrates it with that answer instead of
 * asking the API again (and logging the failed request), and a page shown again within the cache's
 * time does not ask either. Invalidating its tags still reads it again.
 */
export function keepingMissingAnswers(reducer: Reducer<ApiState>): Reducer<ApiState> {
  return (state, action) => {
    const next = reducer(state, action);
    if (action.type !== REJECTED_READ) return next;
    const { meta, payload } = action as RejectedRead;
    const key = meta?.arg?.queryCacheKey;
    const query = key ? next.queries[key] : undefined;
    const missing = payload?.status === 404 || payload?.status === 410;
    if (!key || !missing || query?.status !== QueryStatus.rejected || query.fulfilledTimeStamp) return next;
    return { ...next, queries: { ...next.queries, [key]: { ...query, fulfilledTimeStamp: query.startedTimeStamp } } };
  };
}
