import type { SiteData, SiteDataInput } from '@izlazak/contracts';
import { api } from '../../api/api';

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteData, void>({
      query: () => 'site',
      providesTags: ['Site'],
    }),
    updateSite: build.mutation<SiteData, SiteDataInput>({
      query: (body) => ({ url: 'site', method: 'PUT', body }),
      // The footer and the contact page read GET /site; they must show the saved data at once.
      invalidatesTags: ['Site'],
    }),
    subscribe: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'site/subscribe', method: 'POST', body }),
    }),
    downloadMailingList: build.mutation<string, void>({
      query: () => ({ url: 'site/mailingList', method: 'GET', responseHandler: 'text' }),
    }),
  }),
});

export const { useGetSiteQuery, useUpdateSiteMutation, useSubscribeMutation, useDownloadMailingListMutation } = siteApi;
