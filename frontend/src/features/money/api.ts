import type {
  DepositStateInput,
  DepositsView,
  FiscalExportView,
  Paged,
  ReservationView,
  StatementImportView,
  StatementLineView,
  StatementMapping,
  TermsOutcome,
  TicketRefundView,
  TicketRefundsView,
  VenueTableView,
  VenueTermsView,
} from '@izlazak/contracts';
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency-key';
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

/** The refunds of a venue, of one event ('' or none: all). */
export interface RefundsArgs {
  clubId: string;
  eventId?: string;
}

/** A venue's night, yyyy-MM-dd. */
export interface FiscalExportArgs {
  clubId: string;
  night: string;
}

/** Podešavanja → Uslovi: GET and PUT /api/club/{clubId}/terms, and the venue's tables to name in a rule. */
export const moneyApi = api.enhanceEndpoints({ addTagTypes: ['VenueTerms', 'Deposits', 'StatementLines', 'TicketRefunds', 'FiscalExport'] }).injectEndpoints({
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
    /** Povraćaji: what the venue owes back for tickets, and what it sent back (docs/tickets.md, "Refunds"); one event's only with `eventId`. */
    getTicketRefunds: build.query<TicketRefundsView, RefundsArgs>({
      query: ({ clubId, eventId }) => withQuery(`club/${encodeURIComponent(clubId)}/refunds`, { eventId }),
      providesTags: (_result, _error, { clubId }) => [{ type: 'TicketRefunds', id: clubId }],
    }),
    /** 'Preuzmi CSV': the owed refunds with an account, as payment orders for the e-banking; an error answer stays JSON, so its message reaches the toast. */
    exportTicketRefunds: build.mutation<string, RefundsArgs>({
      query: ({ clubId, eventId }) => ({
        url: withQuery(`club/${encodeURIComponent(clubId)}/refunds`, { eventId, format: 'csv' }),
        method: 'GET',
        responseHandler: 'content-type',
      }),
    }),
    /**
     * 'Vraćeno': an owed refund was sent to its payer, a whole order's (`refundId`: the order) or one
     * ticket's (the ticket). A repeated tap sends the same key; the list follows.
     */
    markTicketRefundDone: build.mutation<TicketRefundView | null, { clubId: string; refundId: string; key: string }>({
      query: ({ clubId, refundId, key }) => ({
        url: `club/${encodeURIComponent(clubId)}/refunds/${encodeURIComponent(refundId)}/done`,
        method: 'POST',
        body: {},
        headers: idempotencyHeaders(key),
      }),
      invalidatesTags: (_result, _error, { clubId }) => [{ type: 'TicketRefunds', id: clubId }],
    }),
    /** Izvoz za ESIR: the night's ticket and deposit payments (docs/tickets.md, "Fiscal note"). */
    getFiscalExport: build.query<FiscalExportView, FiscalExportArgs>({
      query: ({ clubId, night }) => withQuery(`club/${encodeURIComponent(clubId)}/fiscal-export`, { night }),
      providesTags: (_result, _error, { clubId, night }) => [{ type: 'FiscalExport', id: `${clubId}:${night}` }],
    }),
    exportFiscal: build.mutation<string, FiscalExportArgs>({
      query: ({ clubId, night }) => ({
        url: withQuery(`club/${encodeURIComponent(clubId)}/fiscal-export`, { night, format: 'csv' }),
        method: 'GET',
        responseHandler: 'content-type',
      }),
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
  useGetTicketRefundsQuery,
  useExportTicketRefundsMutation,
  useMarkTicketRefundDoneMutation,
  useGetFiscalExportQuery,
  useExportFiscalMutation,
} = moneyApi;
