import { array, boolean, nullable, number, object, string, type Infer } from 'superstruct';
import type { ReportView, ReservationSpendView } from './schemas/report.schema';

/** The answers of spend and reports (docs/reports.md), as views.ts describes the others'. */

const text = string();
const countAndAmount = object({ count: number(), amount: number() });
const ticketFigures = { sold: number(), paid: number(), admitted: number(), noShows: number(), revenue: number(), doubleEntries: number() };
const statusCounts = object({ Pending: number(), Complete: number(), Rejected: number(), Cancelled: number(), Arrived: number(), NoShow: number(), AwaitingPayment: number() });

export const reservationSpendView = object({
  amount: number(),
  items: array(object({ itemId: text, name: text, price: number(), quantity: number() })),
  recordedAt: text,
  recordedBy: text,
  minimumSpend: nullable(number()),
  minimumSpendMet: nullable(boolean()),
});

/** GET /api/reports (JSON; the same figures as CSV with format=csv). */
export const reportView = object({
  clubId: nullable(text),
  from: text,
  to: text,
  reservations: object({ total: number(), byStatus: statusCounts, bySource: object({ online: number(), door: number(), waitlist: number() }) }),
  covers: number(),
  noShowRate: nullable(number()),
  arrivalsByHour: array(object({ hour: text, arrivals: number(), persons: number() })),
  deposits: object({
    asked: countAndAmount,
    taken: countAndAmount,
    kept: countAndAmount,
    refunded: countAndAmount,
    refundDue: countAndAmount,
    expired: countAndAmount,
    overpaid: countAndAmount,
  }),
  minimumSpend: object({ withMinimum: number(), met: number(), notMet: number(), notRecorded: number() }),
  spend: object({
    total: number(),
    reservations: number(),
    byZone: array(object({ zone: text, amount: number(), reservations: number() })),
    byTable: array(object({ tableId: text, tableName: text, zone: text, amount: number(), reservations: number() })),
  }),
  coupons: object({ uses: number(), discount: number(), byCode: array(object({ code: text, uses: number(), discount: number() })) }),
  waitlist: object({ offersClaimed: number() }),
  guestLists: object({ lists: number(), names: number(), signedUp: number(), arrivedNames: number(), arrived: number() }),
  byNight: array(object({ night: text, reservations: number(), covers: number(), spend: number(), listSignedUp: number(), listArrived: number() })),
  tickets: object({
    ...ticketFigures,
    byTier: array(object({ night: text, eventTitle: text, tierName: text, ...ticketFigures })),
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

/** Compiles only while every view struct here describes exactly its TypeScript view type. */
export type ReportViewTypesMatch = [Holds<Same<Infer<typeof reportView>, ReportView>>, Holds<Same<Infer<typeof reservationSpendView>, ReservationSpendView>>];
