import type { ReservationView } from '@izlazak/contracts';
import { patchReservationInLists, reservationsApi } from './api';

/** What the form sends: the amount typed, or the menu items with their quantities (the server prices them). */
export type SpendBody = { amount: string } | { items: { itemId: string; quantity: number }[] };

/** 'Potrošnja': PUT /api/reservations/{id}/spend, the row and the detail updated with the answer. */
export const spendApi = reservationsApi.injectEndpoints({
  endpoints: (build) => ({
    recordSpend: build.mutation<ReservationView, { id: string; spend: SpendBody }>({
      query: ({ id, spend }) => ({ url: `reservations/${encodeURIComponent(id)}/spend`, method: 'PUT', body: spend }),
      async onQueryStarted(_spend, store) {
        try {
          patchReservationInLists((await store.queryFulfilled).data, store);
        } catch {
          // The error catalogue has shown why.
        }
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Reservation', id }],
    }),
  }),
});

export const { useRecordSpendMutation } = spendApi;
