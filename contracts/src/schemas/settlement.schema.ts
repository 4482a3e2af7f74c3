import { Infer, array, enums, number, object, optional, string, type } from 'superstruct';
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
} as const;

/** The settlement CSV's columns, in the order of a row's fields. */
export const SETTLEMENT_CSV_COLUMNS: MessageId[] = [
  'settlements.csv.name',
  'settlements.csv.signedUp',
  'settlements.csv.arrivedGuests',
  'settlements.csv.tables',
  'settlements.csv.spend',
  'settlements.csv.commission',
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
  /** perListGuest × arrivedGuests + perTable × tables + spendPercent % of spend, whole RSD. */
  commission: amount,
});
export type SettlementRowView = Infer<typeof settlementRowView>;

export const settlementView = object({ rows: array(settlementRowView) });
export type SettlementView = Infer<typeof settlementView>;
