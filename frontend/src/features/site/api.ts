import type { Locale, SiteData, SiteDataInput, SliderImageView, SliderSlot } from '@izlazak/contracts';
import { api } from '../../api/api';

export const siteApi = api.enhanceEndpoints({ addTagTypes: ['Site', 'SiteSlider'] }).injectEndpoints({
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
    getSiteSliderImages: build.query<SliderImageView[], void>({
      query: () => 'site/sliderImages',
      providesTags: ['SiteSlider'],
    }),
    updateSiteSliders: build.mutation<SliderImageView[], Partial<Record<SliderSlot, File>>>({
      query: (files) => {
        const body = new FormData();
        // Only the slots with a chosen file are sent; the others keep their image.
        for (const [slot, file] of Object.entries(files)) if (file) body.append(slot, file, file.name);
        return { url: 'site/sliders', method: 'PUT', body };
      },
      invalidatesTags: ['SiteSlider'],
    }),
    subscribe: build.mutation<unknown, { email: string; locale: Locale }>({
      query: (body) => ({ url: 'site/subscribe', method: 'POST', body }),
    }),
    downloadMailingList: build.mutation<string, void>({
      // The CSV as text; an error answer stays JSON, so its Serbian message reaches the toast.
      query: () => ({ url: 'site/mailingList', method: 'GET', responseHandler: 'content-type' }),
    }),
  }),
});

export const { useGetSiteQuery, useUpdateSiteMutation, useGetSiteSliderImagesQuery, useUpdateSiteSlidersMutation, useSubscribeMutation, useDownloadMailingListMutation } = siteApi;
