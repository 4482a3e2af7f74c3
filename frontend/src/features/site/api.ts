import type {
  ContactMessageInput,
  Paged,
  SiteData,
  SiteDataInput,
  SliderImageView,
  SliderSlot,
  VenueView,
} from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';

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
    /** The home page's recommended venues: the first page of the public list (Premijum first). */
    getRecommendedVenues: build.query<Paged<VenueView>, number>({
      query: (size) => `club?page=1&size=${size}`,
      providesTags: [{ type: 'Club', id: LIST_ID }],
    }),
    sendMessage: build.mutation<{ message: string }, ContactMessageInput>({
      query: (body) => ({ url: 'site/sendMessage', method: 'POST', body }),
    }),
    subscribe: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'site/subscribe', method: 'POST', body }),
    }),
    downloadMailingList: build.mutation<string, void>({
      // The CSV as text; an error answer stays JSON, so its Serbian message reaches the toast.
      query: () => ({ url: 'site/mailingList', method: 'GET', responseHandler: 'content-type' }),
    }),
  }),
});

export const {
  useGetSiteQuery,
  useUpdateSiteMutation,
  useGetSiteSliderImagesQuery,
  useUpdateSiteSlidersMutation,
  useGetRecommendedVenuesQuery,
  useSendMessageMutation,
  useSubscribeMutation,
  useDownloadMailingListMutation,
} = siteApi;
