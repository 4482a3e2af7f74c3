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

/** What a report adds up of one group of reservations (a status, a source, an hour, a night, a table...). */
export interface GroupFigures {
  reservations: number;
  /** Came in, with their persons counted. */
  arrivals: number;
  persons: number;
  /** With a spend recorded, and its sum. */
  spent: number;
  spend: number;
  /** The deposits asked, and received (the paid amount, or the asked one where the transfer said none). */
  asked: number;
  received: number;
  /** Coupons used: a cancelled or rejected reservation gives its coupon's use back. */
  couponUses: number;
  couponDiscount: number;
  /** Bound to a minimum spend (came in, or a spend was recorded), its spend recorded, and met. */
  withMinimum: number;
  minimumRecorded: number;
  minimumMet: number;
}

/** The dimensions a report's reservations are grouped by; 'all' is every reservation of the range. */
export type ReportFacet = 'all' | 'status' | 'source' | 'hour' | 'deposit' | 'night' | 'zone' | 'table' | 'coupon';

/**
 * One group of a report's reservations, as the reports read model adds it up: its facet, its key
 * there (null where the reservations have none: no deposit, no coupon, came in at no recorded hour).
 */
export interface ReportGroup extends GroupFigures {
  facet: ReportFacet;
  key: string | null;
}

/** A table with a spend in the report's range, named (with its zone) as at its first spend there. */
export interface TableName {
  tableId: string;
  tableName: string;
  zone: string;
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

/** A cancelled or rejected reservation gives its coupon's use back. */
export const ENDED_BEFORE_THE_NIGHT: readonly ReservationStatus[] = ['Cancelled', 'Rejected'];
/** Deposits the venue received, whatever became of them after. */
const TAKEN_STATES = ['paid', 'refundDue', 'refunded', 'kept'];

const NO_FIGURES: GroupFigures = {
  reservations: 0,
  arrivals: 0,
  persons: 0,
  spent: 0,
  spend: 0,
  asked: 0,
  received: 0,
  couponUses: 0,
  couponDiscount: 0,
  withMinimum: 0,
  minimumRecorded: 0,
  minimumMet: 0,
};

/** A report's groups, by facet. */
function facetsOf(groups: ReportGroup[]) {
  const byFacet = new Map<ReportFacet, ReportGroup[]>();
  for (const group of groups) {
    const members = byFacet.get(group.facet);
    if (members) members.push(group);
    else byFacet.set(group.facet, [group]);
  }
  return (facet: ReportFacet) => byFacet.get(facet) ?? [];
}

function countsBy<K extends string>(keys: readonly K[], groups: ReportGroup[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const group of groups) if (group.key !== null && group.key in counts) counts[group.key as K] = group.reservations;
  return counts;
}

const total = (groups: ReportGroup[], valueOf: (group: ReportGroup) => number) => groups.reduce((sum, group) => sum + valueOf(group), 0);

/** Hours in the night's order: from noon on, past midnight into the morning. */
const nightOrder = (hour: string) => (Number(hour) + 12) % 24;

/** Largest first; equal amounts by name. */
const byAmount =
  <T extends { amount: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.amount - a.amount || name(a).localeCompare(name(b));

function depositsOf(groups: ReportGroup[], overpaid: CountAndAmount): ReportView['deposits'] {
  const withDeposit = groups.filter((group) => group.key !== null);
  const tally = (states: readonly string[] | null, amountOf: (group: ReportGroup) => number): CountAndAmount => {
    const members = withDeposit.filter((group) => states === null || states.includes(group.key!));
    return { count: total(members, (group) => group.reservations), amount: total(members, amountOf) };
  };
  const asked = (group: ReportGroup) => group.asked;
  const received = (group: ReportGroup) => group.received;
  return {
    asked: tally(null, asked),
    taken: tally(TAKEN_STATES, received),
    kept: tally(['kept'], received),
    refunded: tally(['refunded'], received),
    refundDue: tally(['refundDue'], received),
    expired: tally(['expired'], asked),
    overpaid,
  };
}

function spendOf(all: GroupFigures, zones: ReportGroup[], tables: ReportGroup[], names: TableName[]): ReportView['spend'] {
  const spent = (group: ReportGroup) => group.spent > 0;
  const named = new Map(names.map((table) => [table.tableId, table]));
  return {
    total: all.spend,
    reservations: all.spent,
    byZone: zones
      .filter(spent)
      .map((group) => ({ zone: group.key ?? NO_ZONE, amount: group.spend, reservations: group.spent }))
      .sort(byAmount((zone) => zone.zone)),
    byTable: tables
      .filter(spent)
      .map((group) => {
        const table = named.get(group.key!);
        return { tableId: group.key!, tableName: table?.tableName ?? '', zone: table?.zone || NO_ZONE, amount: group.spend, reservations: group.spent };
      })
      .sort(byAmount((table) => table.tableName)),
  };
}

function couponsOf(all: GroupFigures, codes: ReportGroup[]): ReportView['coupons'] {
  return {
    uses: all.couponUses,
    discount: all.couponDiscount,
    byCode: codes
      .filter((group) => group.key !== null && group.couponUses > 0)
      .map((group) => ({ code: group.key!, uses: group.couponUses, discount: group.couponDiscount }))
      .sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code)),
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
function byNightOf(nightGroups: ReportGroup[], lists: ListNightRow[]): ReportView['byNight'] {
  const nights = new Map<string, ReportView['byNight'][number]>();
  const night = (key: string) => nights.get(key) ?? nights.set(key, { night: key, reservations: 0, covers: 0, spend: 0, listSignedUp: 0, listArrived: 0 }).get(key)!;
  for (const group of nightGroups) Object.assign(night(group.key!), { reservations: group.reservations, covers: group.persons, spend: group.spend });
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

/** The report of a venue's (or every venue's) reservations over the nights from `from` to `to`, from their groups. */
export function reportOf(
  { groups, tables }: { groups: ReportGroup[]; tables: TableName[] },
  scope: { clubId: string | null; from: string; to: string },
  overpaid: CountAndAmount = { count: 0, amount: 0 },
  lists: ListNightRow[] = [],
  tickets: { tiers: TicketTierNightRow[]; tonight: string } = { tiers: [], tonight: '' },
): ReportView {
  const facet = facetsOf(groups);
  const all = facet('all')[0] ?? NO_FIGURES;
  const byStatus = countsBy(RESERVATION_STATUS_VALUES, facet('status'));
  const noShows = byStatus.NoShow;
  const atTheDoor = all.arrivals + noShows;
  return {
    ...scope,
    reservations: { total: all.reservations, byStatus, bySource: countsBy(RESERVATION_SOURCES, facet('source')) },
    covers: all.persons,
    noShowRate: atTheDoor === 0 ? null : Math.round((noShows / atTheDoor) * 1000) / 10,
    arrivalsByHour: facet('hour')
      .filter((group) => group.arrivals > 0)
      .map((group) => ({ hour: group.key ?? '', arrivals: group.arrivals, persons: group.persons }))
      .sort((a, b) => nightOrder(a.hour) - nightOrder(b.hour)),
    deposits: depositsOf(facet('deposit'), overpaid),
    minimumSpend: {
      withMinimum: all.withMinimum,
      met: all.minimumMet,
      notMet: all.minimumRecorded - all.minimumMet,
      notRecorded: all.withMinimum - all.minimumRecorded,
    },
    spend: spendOf(all, facet('zone'), facet('table'), tables),
    coupons: couponsOf(all, facet('coupon')),
    waitlist: { offersClaimed: facet('source').find((group) => group.key === 'waitlist')?.reservations ?? 0 },
    guestLists: guestListsOf(lists),
    byNight: byNightOf(facet('night'), lists),
    tickets: ticketsOf(tickets.tiers, tickets.tonight),
  };
}
