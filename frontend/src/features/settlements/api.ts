import type {
  CommissionRulesView,
  PromoterCommissionRulesListView,
  PromoterCommissionRulesView,
  SettlementPaymentsView,
  SettlementRowView,
  SettlementView,
} from '@izlazak/contracts';
import { api } from '../../api/api';
import { withQuery } from '../../lib/query-string';

/** The nights of a venue's settlement (yyyy-MM-dd). */
export interface SettlementArgs {
  clubId: string;
  from: string;
  to: string;
}

/** What the rules forms send: text as typed (the server reads the numbers); '' of a promoter's rate is the venue's. */
export interface CommissionRulesBody {
  perListGuest: string;
  perTable: string;
  spendPercent: string;
}

export interface PromoterRulesBody {
  perListGuest: string | null;
  perTable: string | null;
  spendPercent: string | null;
  leaderId: string | null;
  leaderSharePercent: string | null;
}

/**
 * 'Obračun promotera': GET /api/club/{clubId}/promoters/settlement (and its CSV), the paid ones,
 * marking one paid, and the commission rules of the venue and of each promoter (docs/guest-lists.md).
 */
export const settlementsApi = api.enhanceEndpoints({ addTagTypes: ['Settlement', 'CommissionRules'] }).injectEndpoints({
  endpoints: (build) => ({
    getSettlement: build.query<SettlementView, SettlementArgs>({
      query: ({ clubId, from, to }) => withQuery(`club/${encodeURIComponent(clubId)}/promoters/settlement`, { from, to }),
      providesTags: ['Settlement'],
    }),
    /** An error answer stays JSON, so its message reaches the toast. */
    exportSettlement: build.mutation<string, SettlementArgs>({
      query: ({ clubId, from, to }) => ({
        url: withQuery(`club/${encodeURIComponent(clubId)}/promoters/settlement`, { from, to, format: 'csv' }),
        method: 'GET',
        responseHandler: 'content-type',
      }),
    }),
    getSettlementPayments: build.query<SettlementPaymentsView, string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/promoters/settlement/payments`,
      providesTags: ['Settlement'],
    }),
    markSettlementPaid: build.mutation<SettlementRowView, SettlementArgs & { promoterId: string }>({
      query: ({ clubId, promoterId, from, to }) => ({
        url: `club/${encodeURIComponent(clubId)}/promoters/${encodeURIComponent(promoterId)}/settlement/paid`,
        method: 'POST',
        body: { from, to },
      }),
      invalidatesTags: ['Settlement'],
    }),
    getCommissionRules: build.query<CommissionRulesView, string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/commission-rules`,
      providesTags: ['CommissionRules'],
    }),
    setCommissionRules: build.mutation<CommissionRulesView, { clubId: string; rules: CommissionRulesBody }>({
      query: ({ clubId, rules }) => ({ url: `club/${encodeURIComponent(clubId)}/commission-rules`, method: 'PUT', body: rules }),
      invalidatesTags: ['CommissionRules', 'Settlement'],
    }),
    getPromoterRules: build.query<PromoterCommissionRulesListView, string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/promoters/commission-rules`,
      providesTags: ['CommissionRules'],
    }),
    setPromoterRules: build.mutation<PromoterCommissionRulesView, { clubId: string; promoterId: string; rules: PromoterRulesBody }>({
      query: ({ clubId, promoterId, rules }) => ({
        url: `club/${encodeURIComponent(clubId)}/promoters/${encodeURIComponent(promoterId)}/commission-rules`,
        method: 'PUT',
        body: rules,
      }),
      invalidatesTags: ['CommissionRules', 'Settlement'],
    }),
  }),
});

export const {
  useGetSettlementQuery,
  useExportSettlementMutation,
  useGetSettlementPaymentsQuery,
  useMarkSettlementPaidMutation,
  useGetCommissionRulesQuery,
  useSetCommissionRulesMutation,
  useGetPromoterRulesQuery,
  useSetPromoterRulesMutation,
} = settlementsApi;
