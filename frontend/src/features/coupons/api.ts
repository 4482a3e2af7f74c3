import type { CouponView, Paged } from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';
import { withQuery } from '../../lib/query-string';

export interface CouponListArgs {
  page: number;
  size: number;
  search?: string;
}

/** What the coupon forms send: text as typed (the server reads numbers and dd.MM.yyyy nights from it). */
export interface CouponBody {
  name: string;
  code: string;
  limit: string;
  discount: string;
  startDate: string;
  endDate: string;
  status?: boolean;
  clubId?: string;
}

/** The 'Kuponi' screen's requests: GET/POST/PUT/DELETE /api/coupons. */
export const couponsApi = api.enhanceEndpoints({ addTagTypes: ['Coupon'] }).injectEndpoints({
  endpoints: (build) => ({
    listCoupons: build.query<Paged<CouponView>, CouponListArgs>({
      query: ({ page, size, search }) => withQuery('coupons', { page, size, search }),
      providesTags: (result) => [{ type: 'Coupon', id: LIST_ID }, ...(result?.data ?? []).map((coupon) => ({ type: 'Coupon' as const, id: coupon._id }))],
    }),
    addCoupon: build.mutation<CouponView, CouponBody>({
      query: (body) => ({ url: 'coupons', method: 'POST', body }),
      invalidatesTags: [{ type: 'Coupon', id: LIST_ID }],
    }),
    changeCoupon: build.mutation<CouponView, { couponId: string; coupon: CouponBody }>({
      query: ({ couponId, coupon }) => ({ url: `coupons/${encodeURIComponent(couponId)}`, method: 'PUT', body: coupon }),
      invalidatesTags: (_result, _error, { couponId }) => [{ type: 'Coupon', id: couponId }],
    }),
    deleteCoupon: build.mutation<{ _id: string }, string>({
      query: (couponId) => ({ url: `coupons/${encodeURIComponent(couponId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, couponId) => [
        { type: 'Coupon', id: couponId },
        { type: 'Coupon', id: LIST_ID },
      ],
    }),
  }),
});

export const { useListCouponsQuery, useAddCouponMutation, useChangeCouponMutation, useDeleteCouponMutation } = couponsApi;
