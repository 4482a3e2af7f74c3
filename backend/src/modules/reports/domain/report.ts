import {
  RESERVATION_SOURCES,
  RESERVATION_STATUS_VALUES,
  type CountAndAmount,
  type ReportTickets,
  type ReportView,
  type ReservationSource,
  type ReservationStatus,
} from '@izlazak/contracts';

/** The figures of one reservation a report adds up, as its latest version tells them. */
export interface ReservationFigures {
  status: ReservationStatus;
  source: ReservationSource;
  arrivedPersons: number | null;
  minimumSpend: number | null;
  spend: number | null;
  depositAmount: number | null;
  depositState: string | null;
  depositPaid: number | null;
  couponCode: string | null;
  couponDiscount: number;
}

/** One reservation as the reports read model keeps it (report_reservations, not deleted). */
export interface ReportRow extends ReservationFigures {
  night: string;
  tableId: string;
  tableName: string;
  zone: string;
  /** HH in Belgrade, when they came in. */
  arrivedHour: string | null;
}

/** One night's guest lists of a venue (or every venue), from the lists' read model. */
export interface ListNightRow {
  night: string;
  lists: number;
  names: number;
  signedUp: number;
  arrivedNames: number;
  arrived: number;
}

/** One tier of an event's tickets on a night, as the tickets' read model counts it. */
export interface TicketTierNightRow {
  night: string;
  eventTitle: string;
  tierName: string;
  sold: number;
  paid: number;
  admitted: number;
  revenue: number;
  doubleEntries: number;
}

/** The zone of a table with no area. */
export const NO_ZONE = 'Bez zone';

const ENDED_BEFORE_THE_NIGHT: readonly ReservationStatus[] = ['Cancelled', 'Rejected'];
/** Deposits the venue received, whatever became of them after. */
const TAKEN_STATES = ['paid', 'refundDue', 'refunded', 'kept'];

const countBy = <K extends string>(keys: readonly K[], rows: ReportRow[], keyOf: (row: ReportRow) => K) =>
  Object.fromEntries(keys.map((key) => [key, rows.filter((row) => keyOf(row) === key).length])) as Record<K, number>;

const tally = (rows: ReportRow[], amountOf: (row: ReportRow) => number): CountAndAmount => ({ count: rows.length, amount: rows.reduce((sum, row) => sum + amountOf(row), 0) });

function grouped<T>(rows: ReportRow[], keyOf: (row: ReportRow) => string, make: (key: string, rows: ReportRow[]) => T): T[] {
  const groups = new Map<string, ReportRow[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.entries()].map(([key, members]) => make(key, members));
}

const sum = (rows: ReportRow[], valueOf: (row: ReportRow) => number | null) => rows.reduce((total, row) => total + (valueOf(row) ?? 0), 0);

/** Hours in the night's order: from noon on, past midnight into the morning. */
const nightOrder = (hour: string) => (Number(hour) + 12) % 24;

function depositsOf(rows: ReportRow[], overpaid: CountAndAmount): ReportView['deposits'] {
  const withDeposit = rows.filter((row) => row.depositState !== null);
  const inState = (...states: string[]) => withDeposit.filter((row) => states.includes(row.depositState!));
  const asked = (row: ReportRow) => row.depositAmount ?? 0;
  const received = (row: ReportRow) => row.depositPaid ?? row.depositAmount ?? 0;
  return {
    asked: tally(withDeposit, asked),
    taken: tally(inState(...TAKEN_STATES), received),
    kept: tally(inState('kept'), received),
    refunded: tally(inState('refunded'), received),
    refundDue: tally(inState('refundDue'), received),
    expired: tally(inState('expired'), asked),
    overpaid,
  };
}

function minimumSpendOf(rows: ReportRow[]): ReportView['minimumSpend'] {
  const bound = rows.filter((row) => row.minimumSpend !== null && (row.status === 'Arrived' || row.spend !== null));
  const recorded = bound.filter((row) => row.spend !== null);
  const met = recorded.filter((row) => row.spend! >= row.minimumSpend!).length;
  return { withMinimum: bound.length, met, notMet: recorded.length - met, notRecorded: bound.length - recorded.length };
}

function spendOf(rows: ReportRow[]): ReportView['spend'] {
  const spent = rows.filter((row) => row.spend !== null);
  const zoneOf = (row: ReportRow) => row.zone || NO_ZONE;
  const byAmount = <T extends { amount: number }>(a: T, b: T) => b.amount - a.amount;
  return {
    total: sum(spent, (row) => row.spend),
    reservations: spent.length,
    byZone: grouped(spent, zoneOf, (zone, members) => ({ zone, amount: sum(members, (row) => row.spend), reservations: members.length })).sort(byAmount),
    byTable: grouped(
      spent,
      (row) => row.tableId,
      (tableId, members) => ({
        tableId,
        tableName: members[0].tableName,
        zone: zoneOf(members[0]),
        amount: sum(members, (row) => row.spend),
        reservations: members.length,
      }),
    ).sort(byAmount),
  };
}

function couponsOf(rows: ReportRow[]): ReportView['coupons'] {
  // A cancelled or rejected reservation gives its coupon's use back.
  const uses = rows.filter((row) => row.couponCode !== null && !ENDED_BEFORE_THE_NIGHT.includes(row.status));
  return {
    uses: uses.length,
    discount: sum(uses, (row) => row.couponDiscount),
    byCode: grouped(
      uses,
      (row) => row.couponCode!.toUpperCase(),
      (code, members) => ({ code, uses: members.length, discount: sum(members, (row) => row.couponDiscount) }),
    ).sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code)),
  };
}

function guestListsOf(lists: ListNightRow[]): ReportView['guestLists'] {
  const total = (valueOf: (night: ListNightRow) => number) => lists.reduce((sum, night) => sum + valueOf(night), 0);
  return {
    lists: total((night) => night.lists),
    names: total((night) => night.names),
    signedUp: total((night) => night.signedUp),
    arrivedNames: total((night) => night.arrivedNames),
    arrived: total((night) => night.arrived),
  };
}

/** Each night with a reservation or a list: the tables' figures and the lists' persons. */
function byNightOf(rows: ReportRow[], lists: ListNightRow[]): ReportView['byNight'] {
  const nights = new Map<string, ReportView['byNight'][number]>();
  const night = (key: string) => nights.get(key) ?? nights.set(key, { night: key, reservations: 0, covers: 0, spend: 0, listSignedUp: 0, listArrived: 0 }).get(key)!;
  for (const [key, members] of grouped(
    rows,
    (row) => row.night,
    (key, members) => [key, members] as const,
  )) {
    Object.assign(night(key), {
      reservations: members.length,
      covers: sum(
        members.filter((row) => row.status === 'Arrived'),
        (row) => row.arrivedPersons,
      ),
      spend: sum(members, (row) => row.spend),
    });
  }
  for (const list of lists) Object.assign(night(list.night), { listSignedUp: list.signedUp, listArrived: list.arrived });
  return [...nights.values()].sort((a, b) => a.night.localeCompare(b.night));
}

/** Tickets per tier and night, and in total; a paid ticket never admitted is a no-show once its night is over (`tonight` is not). */
function ticketsOf(tiers: TicketTierNightRow[], tonight: string): ReportView['tickets'] {
  const byTier = tiers.map((tier) => ({ ...tier, noShows: tier.night < tonight ? Math.max(0, tier.paid - tier.admitted) : 0 }));
  const total = (key: keyof ReportTickets) => byTier.reduce((sum, tier) => sum + tier[key], 0);
  return {
    sold: total('sold'),
    paid: total('paid'),
    admitted: total('admitted'),
    noShows: total('noShows'),
    revenue: total('revenue'),
    doubleEntries: total('doubleEntries'),
    byTier,
  };
}

/** The report of the rows of a venue (or every venue) over the nights from `from` to `to`. */
export function reportOf(
  rows: ReportRow[],
  scope: { clubId: string | null; from: string; to: string },
  overpaid: CountAndAmount = { count: 0, amount: 0 },
  lists: ListNightRow[] = [],
  tickets: { tiers: TicketTierNightRow[]; tonight: string } = { tiers: [], tonight: '' },
): ReportView {
  const arrived = rows.filter((row) => row.arrivedPersons !== null && row.status === 'Arrived');
  const noShows = rows.filter((row) => row.status === 'NoShow').length;
  const atTheDoor = arrived.length + noShows;
  return {
    ...scope,
    reservations: {
      total: rows.length,
      byStatus: countBy(RESERVATION_STATUS_VALUES, rows, (row) => row.status),
      bySource: countBy(RESERVATION_SOURCES, rows, (row) => row.source),
    },
    covers: sum(arrived, (row) => row.arrivedPersons),
    noShowRate: atTheDoor === 0 ? null : Math.round((noShows / atTheDoor) * 1000) / 10,
    arrivalsByHour: grouped(
      arrived,
      (row) => row.arrivedHour ?? '',
      (hour, members) => ({ hour, arrivals: members.length, persons: sum(members, (row) => row.arrivedPersons) }),
    ).sort((a, b) => nightOrder(a.hour) - nightOrder(b.hour)),
    deposits: depositsOf(rows, overpaid),
    minimumSpend: minimumSpendOf(rows),
    spend: spendOf(rows),
    coupons: couponsOf(rows),
    waitlist: { offersClaimed: rows.filter((row) => row.source === 'waitlist').length },
    guestLists: guestListsOf(lists),
    byNight: byNightOf(rows, lists),
    tickets: ticketsOf(tickets.tiers, tickets.tonight),
  };
}
