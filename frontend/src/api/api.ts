import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one API slice; every feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Session',
    'Site',
    'SiteSlider',
    'Club',
    'ClubTable',
    'WorkingHours',
    'Event',
    'Reservation',
    'User',
    'Category',
    'Subcategory',
    'Product',
  ],
  endpoints: () => ({}),
});

/** Lists provide this id next to one tag per item, so a create can invalidate just the lists. */
export const LIST_ID = 'LIST';
