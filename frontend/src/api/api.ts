import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one API slice; every feature adds its endpoints (and its own tag types) to it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Tags several features share; a feature adds its own with `api.enhanceEndpoints({ addTagTypes })`.
  tagTypes: ['Session', 'Club', 'User'],
  endpoints: () => ({}),
});

/** Lists provide this id next to one tag per item, so a create can invalidate just the lists. */
export const LIST_ID = 'LIST';
