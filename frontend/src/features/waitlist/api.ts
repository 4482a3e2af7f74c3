import type { ReservationView, WaitlistEntryView, WaitlistJoinedView, WaitlistJoinInput, WaitlistOfferView, WaitlistView } from '@izlazak/contracts';
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency-key';
import { followLive } from '../../api/live';
import { withQuery } from '../../lib/query-string';

export interface WaitlistNight {
  clubId: string;
  /** yyyy-MM-dd */
  night: string;
}

/** An edit of one guest, made from the version the venue saw (If-Match: 412 when it changed meanwhile). */
interface EntryEdit {
  entry: Pick<WaitlistEntryView, '_id' | 'version' | 'clubId' | 'night'>;
}

const nightTag = ({ clubId, night }: WaitlistNight) => ({ type: 'Waitlist' as const, id: `${clubId}/${night}` });
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export const waitlistApi = api.enhanceEndpoints({ addTagTypes: ['Waitlist', 'WaitlistOffer'] }).injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<WaitlistJoinedView, WaitlistJoinInput & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: 'waitlist', method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
    }),
    /**
     * The night's queue for the venue. A push about one of its guests asks for the list again: a
     * move or a guest leaving renumbers the others, which the push of one guest does not carry.
     */
    getWaitlist: build.query<WaitlistView, WaitlistNight>({
      query: ({ clubId, night }) => withQuery('waitlist', { clubId, night }),
      providesTags: (_result, _error, args) => [nightTag(args)],
      async onCacheEntryAdded(args, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        const reload = () => dispatch(waitlistApi.util.invalidateTags([nightTag(args)]));
        let loaded = false;
        let missed = false;
        const stop = followLive((message) => {
          const ours = message.type === 'refetch' || (message.type === 'waitlist-entry' && message.entry.clubId === args.clubId && message.entry.night === args.night);
          if (!ours) return;
          if (loaded) reload();
          else missed = true;
        });
        try {
          await cacheDataLoaded;
          loaded = true;
          if (missed) reload();
        } catch {
          // Gone before its data came.
        }
        await cacheEntryRemoved;
        stop();
      },
    }),
    removeWaitlistEntry: build.mutation<WaitlistEntryView, EntryEdit>({
      query: ({ entry }) => ({ url: `waitlist/${encodeURIComponent(entry._id)}`, method: 'DELETE', headers: ifMatch(entry.version) }),
      invalidatesTags: (_result, _error, { entry }) => [nightTag(entry)],
    }),
    moveWaitlistEntry: build.mutation<WaitlistEntryView, EntryEdit & { position: number }>({
      query: ({ entry, position }) => ({ url: `waitlist/${encodeURIComponent(entry._id)}/position`, method: 'PUT', body: { position }, headers: ifMatch(entry.version) }),
      invalidatesTags: (_result, _error, { entry }) => [nightTag(entry)],
    }),
    getWaitlistOffer: build.query<WaitlistOfferView, string>({
      query: (token) => withQuery('waitlist/offer', { token }),
      providesTags: (_result, _error, token) => [{ type: 'WaitlistOffer', id: token }],
    }),
    claimWaitlistOffer: build.mutation<ReservationView, string>({
      query: (token) => ({ url: `waitlist/offers/${encodeURIComponent(token)}/claim`, method: 'POST' }),
      invalidatesTags: (_result, _error, token) => [{ type: 'WaitlistOffer', id: token }],
    }),
  }),
});

export const {
  useJoinWaitlistMutation,
  useGetWaitlistQuery,
  useRemoveWaitlistEntryMutation,
  useMoveWaitlistEntryMutation,
  useGetWaitlistOfferQuery,
  useClaimWaitlistOfferMutation,
} = waitlistApi;
