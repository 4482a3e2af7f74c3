import {
  DEFAULT_LOCALE,
  REPORT_DEPOSIT_MESSAGES,
  RESERVATION_SOURCE_MESSAGES,
  STATUS_MESSAGES,
  t,
  type CountAndAmount,
  type Locale,
  type MessageId,
  type ReportTickets,
  type ReportView,
  type ReservationSource,
  type ReservationStatus,
} from '@izlazak/contracts';
import { csvCell } from '../../site/queries/export-mailing-list/mailing-list-csv';

/** The CSV's columns, in order. */
export const REPORT_CSV_COLUMNS: MessageId[] = ['reports.csv.section', 'reports.csv.item', 'reports.csv.count', 'reports.csv.amount'];

type Line = [section: string, item: string, count: number | string, amount: number | string];

/** The report's figures, one a line: the same numbers as the JSON, named in `locale`. */
export function reportLines(report: ReportView, locale: Locale = DEFAULT_LOCALE): Line[] {
  const { reservations, minimumSpend, spend, coupons } = report;
  const say = (id: MessageId, values?: Record<string, string | number>) => t(id, values, locale);
  const money = (section: string, item: string, { count, amount }: CountAndAmount): Line => [section, item, count, amount];
  const noShowRate = report.noShowRate === null ? '' : locale === 'en' ? String(report.noShowRate) : String(report.noShowRate).replace('.', ',');
  const minimum = say('reports.table.minimumSpend');
  return [
    [say('reports.csv.period'), `${report.from} – ${report.to}`, '', ''],
    [say('reports.csv.reservations'), say('reports.csv.total'), reservations.total, ''],
    ...Object.entries(reservations.byStatus).map(([status, count]): Line => [say('reports.csv.byStatus'), say(STATUS_MESSAGES[status as ReservationStatus]), count, '']),
    ...Object.entries(reservations.bySource).map(([source, count]): Line => [
      say('reports.csv.bySource'),
      say(RESERVATION_SOURCE_MESSAGES[source as ReservationSource]),
      count,
      '',
    ]),
    [say('reports.csv.guests'), say('reports.csv.covers'), report.covers, ''],
    [say('reports.csv.guests'), say('reports.csv.noShowRate'), noShowRate, ''],
    ...report.arrivalsByHour.map(({ hour, arrivals, persons }): Line => [say('reports.table.arrivalsByHour'), say('reports.csv.arrivalAt', { hour, persons }), arrivals, '']),
    ...REPORT_DEPOSIT_MESSAGES.map(([key, id]) => money(say('reports.table.deposits'), say(id), report.deposits[key])),
    [minimum, say('reports.minimum.with'), minimumSpend.withMinimum, ''],
    [minimum, say('reports.minimum.met'), minimumSpend.met, ''],
    [minimum, say('reports.minimum.notMet'), minimumSpend.notMet, ''],
    [minimum, say('reports.minimum.notRecorded'), minimumSpend.notRecorded, ''],
    [say('reports.csv.spend'), say('reports.csv.total'), spend.reservations, spend.total],
    ...spend.byZone.map(({ zone, reservations: count, amount }): Line => [say('reports.table.spendByZone'), zone, count, amount]),
    ...spend.byTable.map(({ tableName, zone, reservations: count, amount }): Line => [say('reports.table.spendByTable'), `${tableName} (${zone})`, count, amount]),
    [say('reports.table.coupons'), say('reports.csv.total'), coupons.uses, coupons.discount],
    ...coupons.byCode.map(({ code, uses, discount }): Line => [say('reports.csv.couponsByCode'), code, uses, discount]),
    [say('reports.csv.waitlist'), say('reports.csv.offersClaimed'), report.waitlist.offersClaimed, ''],
    [say('reports.csv.lists'), say('reports.csv.lists'), report.guestLists.lists, ''],
    [say('reports.csv.lists'), say('reports.csv.listNames'), report.guestLists.names, ''],
    [say('reports.csv.lists'), say('reports.head.listSignedUp'), report.guestLists.signedUp, ''],
    [say('reports.csv.lists'), say('reports.csv.listArrivedNames'), report.guestLists.arrivedNames, ''],
    [say('reports.csv.lists'), say('reports.head.listArrived'), report.guestLists.arrived, ''],
    ...report.byNight.map(({ night, reservations: count, covers, spend: amount }): Line => [
      say('reports.table.byNight'),
      say('reports.csv.night', { night: night.split('-').reverse().join('.'), covers }),
      count,
      amount,
    ]),
    ...report.byNight
      .filter(({ listSignedUp }) => listSignedUp > 0)
      .map(({ night, listSignedUp, listArrived }): Line => [
        say('reports.table.listsByNight'),
        say('reports.csv.listNight', { night: night.split('-').reverse().join('.'), arrived: listArrived }),
        listSignedUp,
        '',
      ]),
    ...ticketLines(report.tickets, say),
  ];
}

/** The tickets' figures: the total, then each tier of each night ('30.10.2026 · Žurka · Regular: Plaćeno' with its revenue). */
function ticketLines(tickets: ReportView['tickets'], say: (id: MessageId, values?: Record<string, string | number>) => string): Line[] {
  const section = say('reports.csv.tickets');
  const figures = (of: ReportTickets, item: (figure: string) => string): Line[] => [
    [section, item(say('reports.tickets.sold')), of.sold, ''],
    [section, item(say('reports.tickets.paid')), of.paid, of.revenue],
    [section, item(say('reports.tickets.admitted')), of.admitted, ''],
    [section, item(say('reports.tickets.noShows')), of.noShows, ''],
    [section, item(say('reports.tickets.doubleEntries')), of.doubleEntries, ''],
  ];
  const byTier = tickets.byTier.flatMap((tier) =>
    figures(tier, (figure) => say('reports.csv.ticketTier', { night: tier.night.split('-').reverse().join('.'), event: tier.eventTitle, tier: tier.tierName, figure })).map(
      ([, item, count, amount]): Line => [say('reports.table.ticketsByTier'), item, count, amount],
    ),
  );
  return tickets.byTier.length === 0 ? [] : [...figures(tickets, (figure) => figure), ...byTier];
}

/** UTF-8 with a BOM (so spreadsheet programs read the Serbian letters), comma separated, CRLF lines; headers and names in `locale`. */
export function reportCsv(report: ReportView, locale: Locale = DEFAULT_LOCALE): string {
  const headers = REPORT_CSV_COLUMNS.map((column) => t(column, {}, locale));
  const lines = [headers, ...reportLines(report, locale)].map((line) => line.map((cell) => csvCell(String(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
