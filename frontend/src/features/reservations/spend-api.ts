import type { ReservationView } from '@izlazak/contracts';
import { patchReservationInLists, reservationsApi } from './api';

/** 'Potrošnja': PUT /api/reservations/{id}/spend, the row and the detail updated with the answer. */
export const spendApi = reservationsApi.injectEndpoints({
  endpoints: (build) => ({
    recordSpend: build.mutation<ReservationView, { id: string; amount: string }>({
      query: ({ id, amount }) => ({ url: `reservations/${encodeURIComponent(id)}/spend`, method: 'PUT', body: { amount } }),
      async onQueryStarted(_spend, { dispatch, getState, queryFulfilled }) {
        try {
          patchReservationInLists((await queryFulfilled).data, dispatch, getState);
        } catch {
          // The error catalogue has shown why.
        }
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Reservation', id }],
    }),
  }),
});

export const { useRecordSpendMutation } = spendApi;
