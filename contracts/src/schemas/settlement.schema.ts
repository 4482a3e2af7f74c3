import { Infer, array, enums, nullable, number, object, optional, string, type } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import type { MessageId } from '../i18n/format';
import { calendarDate, normalizeNightDate } from './event.schema';

/**
 * A venue's commission rules for its promoters and the promoters' settlement over a range of
 * nights: names signed up, guests let in, tables arrived, their spend and the commission they earn
 * (docs/guest-lists.md).
 */

export const SETTLEMENT_MESSAGES = {
  perListGuest: 'validation.settlements.perListGuest',
  perTable: 'validation.settlements.perTable',
  spendPercent: 'validation.settlements.spendPercent',
  from: 'validation.settlements.from',
  to: 'validation.settlements.to',
  leaderId: 'validation.settlements.leaderId',
  leaderSharePercent: 'validation.settlements.leaderSharePercent',
} as const;

/** The settlement CSV's columns, in the order of a row's fields. */
export const SETTLEMENT_CSV_COLUMNS: MessageId[] = [
  'settlements.csv.name',
  'settlements.csv.signedUp',
  'settlements.csv.arrivedGuests',
  'settlements.csv.tables',
  'settlements.csv.spend',
  'settlements.csv.commission',
  'settlements.csv.leaderShare',
  'settlements.csv.correction',
  'settlements.csv.total',
  'settlements.csv.paid',
];

/** The most RSD one arrived guest or one table may earn a promoter. */
export const MAX_COMMISSION_AMOUNT = 1_000_000;

const whole = (name: string, max: number, message: string) =>
  coerce(
    define<number>(name, { type: 'integer', minimum: 0, maximum: max }, (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max) || message),
    string(),
    (value) => (/^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN),
  );

/** PUT /api/club/{clubId}/commission-rules: RSD per arrived list guest (a '+N' is a guest), RSD per arrived table, a percent of the tables' spend. */
export const commissionRulesSchema = type({
  perListGuest: whole('perListGuest', MAX_COMMISSION_AMOUNT, SETTLEMENT_MESSAGES.perListGuest),
  perTable: whole('perTable', MAX_COMMISSION_AMOUNT, SETTLEMENT_MESSAGES.perTable),
  spendPercent: whole('spendPercent', 100, SETTLEMENT_MESSAGES.spendPercent),
});
export type CommissionRulesInput = Infer<typeof commissionRulesSchema>;

/**
 * PUT /api/club/{clubId}/promoters/{promoterId}/commission-rules: one promoter's own rules, each
 * null (or left out) where the venue's apply, and their team: `leaderId` the promoter who leads
 * them (null: none), `leaderSharePercent` the percent of their team's commission this promoter
 * earns as its leader (null: they lead no team).
 */
export const promoterCommissionRulesSchema = type({
  perListGuest: optional(nullable(whole('perListGuest', MAX_COMMISSION_AMOUNT, SETTLEMENT_MESSAGES.perListGuest))),
  perTable: optional(nullable(whole('perTable', MAX_COMMISSION_AMOUNT, SETTLEMENT_MESSAGES.perTable))),
  spendPercent: optional(nullable(whole('spendPercent', 100, SETTLEMENT_MESSAGES.spendPercent))),
  leaderId: optional(nullable(define<string>('leaderId', { type: 'string' }, (value) => (typeof value === 'string' && value.trim().length > 0) || SETTLEMENT_MESSAGES.leaderId))),
  leaderSharePercent: optional(nullable(whole('leaderSharePercent', 100, SETTLEMENT_MESSAGES.leaderSharePercent))),
});
export type PromoterCommissionRulesInput = Infer<typeof promoterCommissionRulesSchema>;

const settlementNight = (name: 'from' | 'to', message: string) =>
  coerce(
    define<string>(
      name,
      { type: 'string', example: '2026-12-01', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' },
      (value) => (typeof value === 'string' && calendarDate(value) !== null) || message,
    ),
    string(),
    normalizeNightDate,
  );

/** GET /api/club/{clubId}/promoters/settlement?from&to&format: `to` defaults to `from`. */
export const settlementQuerySchema = type({
  from: settlementNight('from', SETTLEMENT_MESSAGES.from),
  to: optional(settlementNight('to', SETTLEMENT_MESSAGES.to)),
  format: optional(enums(['json', 'csv'])),
});
export type SettlementQuery = Infer<typeof settlementQuerySchema>;

/** POST /api/club/{clubId}/promoters/{promoterId}/settlement/paid: the promoter's settlement of the nights from..to is paid. */
export const settlementPaidSchema = type({
  from: settlementNight('from', SETTLEMENT_MESSAGES.from),
  to: optional(settlementNight('to', SETTLEMENT_MESSAGES.to)),
});
export type SettlementPaidInput = Infer<typeof settlementPaidSchema>;

const amount = number();

/** A venue's commission rules as they stand (zeros before any were set). */
export const commissionRulesView = object({
  clubId: string(),
  perListGuest: amount,
  perTable: amount,
  spendPercent: amount,
});
export type CommissionRulesView = Infer<typeof commissionRulesView>;

/** One promoter's figures over the nights. */
export const settlementRowView = object({
  promoterId: string(),
  name: string(),
  /** Names on the venue's lists through them, each with its '+N'. */
  signedUp: amount,
  /** Guests let in from their names. */
  arrivedGuests: amount,
  /** Their table reservations that arrived. */
  tables: amount,
  /** The recorded spend of those tables, RSD. */
  spend: amount,
  /** perListGuest × arrivedGuests + perTable × tables + spendPercent % of spend, whole RSD, each night by its rules. */
  commission: amount,
  /** The promoter who leads their team (now), or null. */
  leaderId: nullable(string()),
  /** As a team's leader: their share of the team's commission, RSD. */
  leaderShare: amount,
  /** What changed since in the nights of their earlier paid settlements (an arrival undone, a spend corrected), RSD, + or −. */
  correction: amount,
  /** commission + leaderShare + correction: what the venue pays them. */
  total: amount,
  /** When and by whom this settlement (these exact nights) was marked paid; its figures are then those paid. */
  paid: nullable(object({ at: string(), by: object({ _id: string(), name: string() }) })),
});
export type SettlementRowView = Infer<typeof settlementRowView>;

export const settlementView = object({ rows: array(settlementRowView) });
export type SettlementView = Infer<typeof settlementView>;

/** One promoter's own rules (null: the venue's) and team. */
export const promoterCommissionRulesView = object({
  promoterId: string(),
  name: string(),
  perListGuest: nullable(amount),
  perTable: nullable(amount),
  spendPercent: nullable(amount),
  leaderId: nullable(string()),
  leaderSharePercent: nullable(amount),
});
export type PromoterCommissionRulesView = Infer<typeof promoterCommissionRulesView>;

export const promoterCommissionRulesListView = object({ rows: array(promoterCommissionRulesView) });
export type PromoterCommissionRulesListView = Infer<typeof promoterCommissionRulesListView>;

/** One paid settlement: whose, which nights, when and by whom, and the figures paid. */
export const settlementPaymentView = object({
  promoterId: string(),
  name: string(),
  from: string(),
  to: string(),
  paidAt: string(),
  paidBy: object({ _id: string(), name: string() }),
  commission: amount,
  leaderShare: amount,
  correction: amount,
  total: amount,
});
export type SettlementPaymentView = Infer<typeof settlementPaymentView>;

/** GET /api/club/{clubId}/promoters/settlement/payments: the venue's paid settlements, the newest first. */
export const settlementPaymentsView = object({ rows: array(settlementPaymentView) });
export type SettlementPaymentsView = Infer<typeof settlementPaymentsView>;
