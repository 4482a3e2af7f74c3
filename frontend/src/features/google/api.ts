import type { GoogleVenueSettingsInput, GoogleVenueSettingsView } from '@izlazak/contracts';
import { api } from '../../api/api';

/** 'Rezervacije preko Google-a' of a venue (docs/google.md). */
export const googleApi = api.enhanceEndpoints({ addTagTypes: ['GoogleSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getGoogleSettings: build.query<GoogleVenueSettingsView, string>({
      query: (clubId) => `google/venues/${encodeURIComponent(clubId)}`,
      providesTags: (_result, _error, clubId) => [{ type: 'GoogleSettings', id: clubId }],
    }),
    changeGoogleSettings: build.mutation<GoogleVenueSettingsView, { clubId: string; settings: GoogleVenueSettingsInput }>({
      query: ({ clubId, settings }) => ({ url: `google/venues/${encodeURIComponent(clubId)}`, method: 'PUT', body: settings }),
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'GoogleSettings', id: clubId }],
    }),
  }),
});

export const { useGetGoogleSettingsQuery, useChangeGoogleSettingsMutation } = googleApi;
