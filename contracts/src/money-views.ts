import { array, boolean, enums, nullable, number, object, optional, string, union, type Infer } from 'superstruct';
import { described, toJsonSchema } from './json-schema';
import {
  DEPOSIT_STATES,
  TERMS_OUTCOMES,
  type AppliedTermsView,
  type PaymentSlipView,
  type ReservationDepositView,
  type ReservationTermsView,
  type VenueTermsView,
} from './schemas/money.schema';
import type { StatementImportView, StatementLineView } from './money/bank-statement.schema';

/** The answers of money on the table (docs/payments.md), as views.ts describes the others'. */

const text = string();
const nullableText = nullable(string());

const scopeFields = { zone: nullableText, tableId: nullableText, night: nullableText, eventId: nullableText };
const valueFields = {
  minimumSpend: number(),
  package: text,
  deposit: number(),
  freeCancelHours: number(),
  lateCancel: enums(TERMS_OUTCOMES),
  noShow: enums(TERMS_OUTCOMES),
};

/** GET and PUT /api/club/{clubId}/terms. */
export const venueTermsView = object({
  clubId: text,
  version: nullable(number()),
  paymentAccount: nullableText,
  payeeName: text,
  payeePlace: text,
  paymentCode: text,
  paymentPurpose: text,
  depositHoldMinutes: number(),
  confirmOnDeposit: boolean(),
  rules: array(object({ ...scopeFields, ...valueFields })),
});

export const reservationTermsView = object({ ...valueFields, scope: object(scopeFields), nightStartsAt: optional(nullableText) });

/** GET /api/club/{clubId}/terms?tableId&night|eventId. */
export const appliedTermsView = object({
  clubId: text,
  tableId: text,
  night: nullableText,
  eventId: nullableText,
  terms: nullable(reservationTermsView),
  depositHoldMinutes: number(),
  payee: nullable(object({ name: text, place: text, account: text, paymentCode: text })),
});

export const reservationDepositView = object({
  amount: number(),
  reference: text,
  ipsQr: text,
  dueAt: text,
  state: enums(DEPOSIT_STATES),
  payeeName: text,
  payeePlace: text,
  account: text,
  paymentCode: text,
  purpose: text,
  paidAt: nullableText,
  paidAmount: nullable(number()),
  undoableUntil: optional(text),
});

export const paymentSlipView = object({
  payee: text,
  payeePlace: text,
  account: text,
  amount: number(),
  purpose: text,
  paymentCode: text,
  reference: text,
  qrText: text,
  qrUrl: text,
  dueAt: text,
});

export const statementLineView = object({
  lineId: text,
  source: enums(['csv', 'camt053']),
  date: text,
  amount: number(),
  reference: text,
  payer: text,
  payerAccount: text,
  purpose: text,
  status: enums(['matched', 'assigned', 'unmatched', 'overpaid', 'refunded']),
  reservationId: nullableText,
  code: nullableText,
  reason: nullableText,
  importedAt: text,
});

/** POST /api/club/{clubId}/bank-statements (202) and GET …/bank-statements/imports/{importId}. */
export const statementImportView = object({
  importId: text,
  state: enums(['running', 'done', 'failed']),
  total: number(),
  processed: number(),
  matched: number(),
  unmatched: number(),
  overpaid: number(),
  alreadyImported: number(),
  lines: array(statementLineView),
  statusUrl: text,
});

/** GET /api/club/{clubId}/bank-statements/mapping. */
export const statementMappingView = object({
  mapping: nullable(
    object({ date: optional(text), amount: optional(text), reference: optional(text), payer: optional(text), payerAccount: optional(text), purpose: optional(text) }),
  ),
});

/** GET /api/club/{clubId}/terms: the venue's terms, or with `tableId` the terms of that table and night. */
export const termsAnswerView = described(union([venueTermsView, appliedTermsView]), { oneOf: [toJsonSchema(venueTermsView), toJsonSchema(appliedTermsView)] });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

/** Compiles only while every view struct here describes exactly its TypeScript view type. */
export type MoneyViewTypesMatch = [
  Holds<Same<Infer<typeof venueTermsView>, VenueTermsView>>,
  Holds<Same<Infer<typeof reservationTermsView>, ReservationTermsView>>,
  Holds<Same<Infer<typeof appliedTermsView>, AppliedTermsView>>,
  Holds<Same<Infer<typeof reservationDepositView>, ReservationDepositView>>,
  Holds<Same<Infer<typeof paymentSlipView>, PaymentSlipView>>,
  Holds<Same<Infer<typeof statementLineView>, StatementLineView>>,
  Holds<Same<Infer<typeof statementImportView>, StatementImportView>>,
];
