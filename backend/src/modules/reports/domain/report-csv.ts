import { REPORT_DEPOSIT_LABELS, RESERVATION_SOURCE_LABELS, RESERVATION_STATUS_LABELS, type CountAndAmount, type ReportView } from '@izlazak/contracts';
import { csvCell } from '../../site/queries/export-mailing-list/mailing-list-csv';

export const REPORT_CSV_HEADERS = ['Odeljak', 'Stavka', 'Broj', 'Iznos (RSD)'];

type Line = [section: string, item: string, count: number | string, amount: number | string];

const money = (section: string, item: string, { count, amount }: CountAndAmount): Line => [section, item, count, amount];

/** The report's figures, one a line: the same numbers as the JSON, under Serbian names. */
export function reportLines(report: ReportView): Line[] {
  const { reservations, minimumSpend, spend, coupons } = report;
  return [
    ['Period', `${report.from} – ${report.to}`, '', ''],
    ['Rezervacije', 'Ukupno', reservations.total, ''],
    ...Object.entries(reservations.byStatus).map(([status, count]): Line => [
      'Rezervacije po statusu',
      RESERVATION_STATUS_LABELS[status as keyof typeof reservations.byStatus],
      count,
      '',
    ]),
    ...Object.entries(reservations.bySource).map(([source, count]): Line => [
      'Rezervacije po izvoru',
      RESERVATION_SOURCE_LABELS[source as keyof typeof reservations.bySource],
      count,
      '',
    ]),
    ['Gosti', 'Stiglo osoba', report.covers, ''],
    ['Gosti', 'Nisu došli (%)', report.noShowRate === null ? '' : String(report.noShowRate).replace('.', ','), ''],
    ...report.arrivalsByHour.map(({ hour, arrivals, persons }): Line => ['Dolasci po satu', `${hour}h (osoba: ${persons})`, arrivals, '']),
    ...REPORT_DEPOSIT_LABELS.map(([key, label]) => money('Depoziti', label, report.deposits[key])),
    ['Minimalna potrošnja', 'Sa minimalnom potrošnjom', minimumSpend.withMinimum, ''],
    ['Minimalna potrošnja', 'Ispunjena', minimumSpend.met, ''],
    ['Minimalna potrošnja', 'Nije ispunjena', minimumSpend.notMet, ''],
    ['Minimalna potrošnja', 'Nije upisana potrošnja', minimumSpend.notRecorded, ''],
    ['Potrošnja', 'Ukupno', spend.reservations, spend.total],
    ...spend.byZone.map(({ zone, reservations: count, amount }): Line => ['Potrošnja po zoni', zone, count, amount]),
    ...spend.byTable.map(({ tableName, zone, reservations: count, amount }): Line => ['Potrošnja po stolu', `${tableName} (${zone})`, count, amount]),
    ['Kuponi', 'Ukupno', coupons.uses, coupons.discount],
    ...coupons.byCode.map(({ code, uses, discount }): Line => ['Kuponi po kodu', code, uses, discount]),
    ['Lista čekanja', 'Prihvaćene ponude', report.waitlist.offersClaimed, ''],
    ['Liste', 'Liste', report.guestLists.lists, ''],
    ['Liste', 'Upisanih imena', report.guestLists.names, ''],
    ['Liste', 'Upisano osoba', report.guestLists.signedUp, ''],
    ['Liste', 'Ušlo imena', report.guestLists.arrivedNames, ''],
    ['Liste', 'Ušlo osoba', report.guestLists.arrived, ''],
    ...report.byNight.map(({ night, reservations: count, covers, spend: amount }): Line => [
      'Po noćima',
      `${night.split('-').reverse().join('.')} (osoba: ${covers})`,
      count,
      amount,
    ]),
    ...report.byNight
      .filter(({ listSignedUp }) => listSignedUp > 0)
      .map(({ night, listSignedUp, listArrived }): Line => ['Liste po noćima', `${night.split('-').reverse().join('.')} (ušlo osoba: ${listArrived})`, listSignedUp, '']),
  ];
}

/** UTF-8 with a BOM (so spreadsheet programs read the Serbian letters), comma separated, CRLF lines. */
export function reportCsv(report: ReportView): string {
  const lines = [REPORT_CSV_HEADERS, ...reportLines(report)].map((line) => line.map((cell) => csvCell(String(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
