import type {
  DepositStateInput,
  DepositsView,
  Paged,
  ReservationView,
  StatementImportView,
  StatementLineView,
  StatementMapping,
  TermsOutcome,
  VenueTableView,
  VenueTermsView,
} from '@izlazak/contracts';
import { api } from '../../api/api';
import { editedVersionHeaders } from '../../api/versioned-edit';
import { withQuery } from '../../lib/query-string';

/** One rule as the 'Uslovi' form sends it: amounts as typed (the server reads whole dinars from them). */
export interface TermsRuleBody {
  zone: string;
  tableId: string;
  night: string;
  eventId: string;
  minimumSpend: string;
  package: string;
  deposit: string;
  freeCancelHours: string;
  lateCancel: TermsOutcome;
  noShow: TermsOutcome;
}

export interface TermsBody {
  paymentAccount: string;
  payeeName: string;
  payeePlace: string;
  paymentCode: string;
  paymentPurpose: string;
  depositHoldMinutes: string;
  confirmOnDeposit: boolean;
  rules: TermsRuleBody[];
}

/** Podešavanja → Uslovi: GET and PUT /api/club/{clubId}/terms, and the venue's tables to name in a rule. */
export const moneyApi = api.enhanceEndpoints({ addTagTypes: ['VenueTerms', 'Deposits', 'StatementLines'] }).injectEndpoints({
  endpoints: (build) => ({
    getVenueTerms: build.query<VenueTermsView, string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/terms`,
      providesTags: (_result, _error, clubId) => [{ type: 'VenueTerms', id: clubId }],
    }),
    saveVenueTerms: build.mutation<VenueTermsView, { clubId: string; version: number | null; terms: TermsBody }>({
      query: ({ clubId, version, terms }) => ({ url: `club/${encodeURIComponent(clubId)}/terms`, method: 'PUT', body: terms, headers: editedVersionHeaders(version) }),
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'VenueTerms', id: clubId }],
    }),
    /** Depoziti: reservations waiting for their deposit, and deposits due back. */
    getDeposits: build.query<DepositsView, string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/deposits`,
      providesTags: (_result, _error, clubId) => [{ type: 'Deposits', id: clubId }],
    }),
    /** 'Uplata primljena' (paid), its 'Poništi' (unpaid, within PAYMENT_UNDO_MINUTES) or 'Vraćeno' (refunded). */
    setDepositState: build.mutation<ReservationView, { clubId: string; reservationId: string; state: DepositStateInput['state'] }>({
      query: ({ reservationId, state }) => ({ url: `reservations/${encodeURIComponent(reservationId)}/deposit`, method: 'POST', body: { state } }),
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'Deposits', id: clubId }],
    }),
    /** Uvoz izvoda: the file, and for a CSV the column mapping (the saved one when left out). */
    importStatement: build.mutation<StatementImportView, { clubId: string; file: File; mapping: StatementMapping | null }>({
      query: ({ clubId, file, mapping }) => {
        const body = new FormData();
        body.append('file', file);
        if (mapping) body.append('mapping', JSON.stringify(mapping));
        return { url: `club/${encodeURIComponent(clubId)}/bank-statements`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'StatementLines', id: clubId }],
    }),
    /** Where an import stands; the screen polls it while it runs. */
    getStatementImport: build.query<StatementImportView, { clubId: string; importId: string }>({
      query: ({ clubId, importId }) => `club/${encodeURIComponent(clubId)}/bank-statements/imports/${encodeURIComponent(importId)}`,
    }),
    getStatementMapping: build.query<{ mapping: StatementMapping | null }, string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/bank-statements/mapping`,
      providesTags: (_result, _error, clubId) => [{ type: 'StatementLines', id: clubId }],
    }),
    getUnmatchedLines: build.query<StatementLineView[], string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/bank-statements/unmatched`,
      providesTags: (_result, _error, clubId) => [{ type: 'StatementLines', id: clubId }],
    }),
    /** 'Višak uplate': payments for a deposit already paid, for the venue to refund. */
    getOverpaidLines: build.query<StatementLineView[], string>({
      query: (clubId) => `club/${encodeURIComponent(clubId)}/bank-statements/overpaid`,
      providesTags: (_result, _error, clubId) => [{ type: 'StatementLines', id: clubId }],
    }),
    /** 'Dodeli': the payment booked to the reservation with this number. */
    assignStatementLine: build.mutation<StatementLineView, { clubId: string; lineId: string; code: string }>({
      query: ({ clubId, lineId, code }) => ({
        url: `club/${encodeURIComponent(clubId)}/bank-statements/lines/${encodeURIComponent(lineId)}/assign`,
        method: 'POST',
        body: { code },
      }),
      invalidatesTags: (_result, _error, { clubId }) => [
        { type: 'Deposits', id: clubId },
        { type: 'StatementLines', id: clubId },
      ],
    }),
    /** 'Vraćeno': an overpayment sent back to its payer. */
    refundOverpaidLine: build.mutation<StatementLineView, { clubId: string; lineId: string }>({
      query: ({ clubId, lineId }) => ({ url: `club/${encodeURIComponent(clubId)}/bank-statements/lines/${encodeURIComponent(lineId)}/refund`, method: 'POST' }),
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'StatementLines', id: clubId }],
    }),
    /** The venue's tables (their areas are the zones a rule may name). */
    getTermsTables: build.query<Paged<VenueTableView>, string>({
      query: (clubId) => withQuery(`club/allTables/${encodeURIComponent(clubId)}`, { page: 1, size: 100 }),
    }),
  }),
});

export const {
  useGetVenueTermsQuery,
  useSaveVenueTermsMutation,
  useGetTermsTablesQuery,
  useGetDepositsQuery,
  useSetDepositStateMutation,
  useImportStatementMutation,
  useGetStatementImportQuery,
  useGetStatementMappingQuery,
  useGetUnmatchedLinesQuery,
  useGetOverpaidLinesQuery,
  useAssignStatementLineMutation,
  useRefundOverpaidLineMutation,
} = moneyApi;
