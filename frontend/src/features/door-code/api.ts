import type { GuestDoorCodeView } from '@izlazak/contracts';
import { api } from '../../api/api';

/** The guest's own door code (docs/door.md): the reservation behind it, no account needed, nothing private. */
export const doorCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReservationByDoorCode: build.query<GuestDoorCodeView, string>({
      query: (token) => `door/code/${encodeURIComponent(token)}`,
    }),
  }),
});

export const { useGetReservationByDoorCodeQuery } = doorCodeApi;

/** The QR picture of the code, as the server draws it (the same as in the mails). */
export const doorQrImage = (token: string) => `/api/door/code/${encodeURIComponent(token)}/qr.png`;

/** The NBS IPS QR picture of the deposit's slip, opened by the same token. */
export const paymentQrImage = (reservationId: string, token: string) => `/api/reservations/${encodeURIComponent(reservationId)}/payment-qr.png?token=${encodeURIComponent(token)}`;
