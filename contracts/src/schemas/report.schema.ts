import { Infer, array, enums, literal, optional, refine, string, type, union } from 'superstruct';
import { said } from '../i18n/said';
import type { MessageId } from '../i18n/format';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { formatRsd } from './menu.schema';
import { calendarDate, normalizeNightDate } from './event.schema';
import type { ReservationStatus } from './reservation.schema';

/**
 * The actual spend of a reservation ('Potrošnja') and the night's reports ('Izveštaji'): issue 23,
 * docs/reports.md.
 */

export const MAX_SPEND = 100_000_000;
/** The most menu items one spend lists, and the most of one item. */
export const MAX_SPEND_ITEMS = 200;
export const MAX_SPEND_QUANTITY = 999;
/** A report covers at most a year of nights. */
export const MAX_REPORT_NIGHTS = 366;

export const REPORT_MESSAGES = {
  amount: 'validation.reports.amount',
  itemId: 'validation.reports.itemId',
  quantity: said('validation.reports.quantity', { max: String(MAX_SPEND_QUANTITY) }),
  tooManyItems: said('validation.reports.tooManyItems', { max: String(MAX_SPEND_ITEMS) }),
  amountNotItems: (total: number) => `Iznos se ne slaže sa zbirom stavki sa menija (${formatRsd(total)})`,
  notServed: 'refusal.reports.notServed',
  from: 'validation.reports.from',
  to: 'validation.reports.to',
  range: 'refusal.reports.range',
  tooLong: said('refusal.reports.tooLong', { max: String(MAX_REPORT_NIGHTS) }),
  clubId: 'validation.reports.clubId',
  format: "Format mora biti 'json' ili 'csv'",
  otherVenue: 'refusal.reports.otherVenue',
} as const;

const spendAmount = coerce(
  define<number>(
    'amount',
    { type: 'integer', minimum: 0, maximum: MAX_SPEND, example: 24500 },
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SPEND) || REPORT_MESSAGES.amount,
  ),
  union([string(), literal(null)]),
  (value) => (value !== null && /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : Number.NaN),
);

/** One line of the spend: an item of the venue's menu and how many. */
const spendItemSchema = type({
  itemId: coerce(
    define<string>(
      'spendItemId',
      { type: 'string', minLength: 1, maxLength: 100, description: 'stavka sa menija objekta (_id)' },
      (value) => (typeof value === 'string' && value.length > 0 && value.length <= 100) || REPORT_MESSAGES.itemId,
    ),
    union([string(), literal(null)]),
    (value) => (value === null ? '' : value.trim()),
  ),
  quantity: coerce(
    define<number>(
      'spendQuantity',
      { type: 'integer', minimum: 1, maximum: MAX_SPEND_QUANTITY, example: 2 },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_SPEND_QUANTITY) || REPORT_MESSAGES.quantity,
    ),
    union([string(), literal(null)]),
    (value) => (value !== null && /^\s*-?\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN),
  ),
});

const spendBody = type({
  amount: optional(spendAmount),
  items: optional(refine(array(spendItemSchema), 'spendItems', (items) => items.length <= MAX_SPEND_ITEMS || REPORT_MESSAGES.tooManyItems)),
});

/**
 * PUT /api/reservations/{id}/spend: what the table spent, in whole dinars, or the menu items it had
 * (the server prices them; the amount is then their total). Without items the amount is required.
 */
export const spendSchema = refine(
  spendBody,
  'spend',
  (spend, context) => spend.amount !== undefined || (spend.items?.length ?? 0) > 0 || { message: REPORT_MESSAGES.amount, path: [...context.path, 'amount'] },
);
export type SpendInput = Infer<typeof spendSchema>;

const reportNight = (name: 'from' | 'to', message: string) =>
  coerce(
    define<string>(
      name,
      { type: 'string', example: '2026-11-20', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' },
      (value) => (typeof value === 'string' && calendarDate(value) !== null) || message,
    ),
    string(),
    normalizeNightDate,
  );

/** GET /api/reports?clubId&from&to&format: `to` defaults to `from`; no `clubId` is every venue (admins) or the manager's own. */
export const reportQuerySchema = type({
  clubId: optional(
    coerce(
      define<string | undefined>(
        'clubId',
        { type: 'string', maxLength: 100 },
        (value) => value === undefined || (typeof value === 'string' && value.length <= 100) || REPORT_MESSAGES.clubId,
      ),
      string(),
      (value) => value.trim() || undefined,
    ),
  ),
  from: reportNight('from', REPORT_MESSAGES.from),
  to: optional(reportNight('to', REPORT_MESSAGES.to)),
  format: optional(enums(['json', 'csv'])),
});
export type ReportQuery = Infer<typeof reportQuerySchema>;

/** A menu item on the spend, with its name and price as the menu had them when it was recorded. */
export interface SpentItem {
  itemId: string;
  name: string;
  /** RSD for one, as the menu priced it then. */
  price: number;
  quantity: number;
}

/** The spend of the items: their prices times quantities, in whole dinars (a price may have paras). */
export function spentItemsTotal(items: readonly Pick<SpentItem, 'price' | 'quantity'>[]): number {
  const paras = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return Math.round(paras / 100);
}

/** The actual spend on a reservation, against its terms' minimum spend. */
export interface ReservationSpendView {
  amount: number;
  /** The menu items it was recorded with (empty: recorded as a bare amount). */
  items: SpentItem[];
  recordedAt: string;
  recordedBy: string;
  /** The minimum spend of the terms the guest accepted (null: none). */
  minimumSpend: number | null;
  /** Whether the spend reached it (null: no minimum spend). */
  minimumSpendMet: boolean | null;
}

export const RESERVATION_SOURCES = ['online', 'door', 'waitlist'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];
/** Where reservations came from, as the report names them (the screen and the CSV, in the reader's language). */
export const RESERVATION_SOURCE_MESSAGES: Record<ReservationSource, MessageId> = {
  online: 'reports.source.online',
  door: 'reports.source.door',
  waitlist: 'reports.source.waitlist',
};

export interface CountAndAmount {
  count: number;
  amount: number;
}

/** The report's deposit figures by their messages, in the order the report lists them. */
export const REPORT_DEPOSIT_MESSAGES: [keyof ReportView['deposits'], MessageId][] = [
  ['asked', 'reports.deposit.asked'],
  ['taken', 'reports.deposit.taken'],
  ['kept', 'reports.deposit.kept'],
  ['refunded', 'reports.deposit.refunded'],
  ['refundDue', 'reports.deposit.refundDue'],
  ['expired', 'reports.deposit.expired'],
  ['overpaid', 'reports.deposit.overpaid'],
];

/** GET /api/reports: the figures of a venue (or every venue) over a night or a range of nights. */
export interface ReportView {
  clubId: string | null;
  from: string;
  to: string;
  reservations: { total: number; byStatus: Record<ReservationStatus, number>; bySource: Record<ReservationSource, number> };
  /** Persons who came in. */
  covers: number;
  /** No-shows among the reservations whose night came to the door (arrived or no-show), in percent with one decimal; null when none. */
  noShowRate: number | null;
  /** Arrivals by the hour they came in (Belgrade time, '22', '23', '00' …), in the night's order. */
  arrivalsByHour: { hour: string; arrivals: number; persons: number }[];
  deposits: {
    asked: CountAndAmount;
    taken: CountAndAmount;
    kept: CountAndAmount;
    refunded: CountAndAmount;
    refundDue: CountAndAmount;
    expired: CountAndAmount;
    overpaid: CountAndAmount;
  };
  minimumSpend: { withMinimum: number; met: number; notMet: number; notRecorded: number };
  spend: {
    total: number;
    reservations: number;
    byZone: { zone: string; amount: number; reservations: number }[];
    byTable: { tableId: string; tableName: string; zone: string; amount: number; reservations: number }[];
  };
  coupons: { uses: number; discount: number; byCode: { code: string; uses: number; discount: number }[] };
  waitlist: { offersClaimed: number };
  /**
   * The guest lists of the nights, beside the tables: `names` signed up and `signedUp` persons (each
   * name with its '+N'), and of them `arrivedNames` let in with `arrived` persons counted at the door.
   */
  guestLists: { lists: number; names: number; signedUp: number; arrivedNames: number; arrived: number };
  /** `covers` are the tables' persons; `listSignedUp` and `listArrived` the guest lists' persons. */
  byNight: { night: string; reservations: number; covers: number; spend: number; listSignedUp: number; listArrived: number }[];
  /**
   * The nights' tickets, beside the tables and the lists: `sold` held or paid, `paid`, `admitted` at
   * the door, `noShows` paid and never admitted on a night that is over, `revenue` (RSD) the paid
   * orders', `doubleEntries` second entries two offline door phones made; in total and per tier and night.
   */
  tickets: ReportTickets & { byTier: (ReportTickets & { night: string; eventTitle: string; tierName: string })[] };
}

/** The ticket figures of a report, in total or of one tier. */
export interface ReportTickets {
  sold: number;
  paid: number;
  admitted: number;
  noShows: number;
  revenue: number;
  doubleEntries: number;
}
