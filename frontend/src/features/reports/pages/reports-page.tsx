import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { RESERVATION_SOURCES, RESERVATION_STATUS_VALUES, formatRsd, type ReportView } from '@izlazak/contracts';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { DashboardPage } from '../../../components/dashboard-page';
import { QueryState } from '../../../components/query-state';
import { saveCsvFile } from '../../../lib/save-csv';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { formatNight, tonight } from '../../../lib/belgrade-time';
import { useExportReportMutation, useGetReportQuery, type ReportArgs } from '../api';
import { useLocale, useMessages } from '../../../lib/locale';
import { statusText } from '../../../components/reservation-status-text';
import { DEPOSIT_MESSAGES, SOURCE_MESSAGES } from '../report-labels';
import { NightRangeFields } from '../../../components/form/night-range-fields';
import '../reports.css';
import { DownloadButton } from '../../../components/download-button';

// chart.js comes with this chunk only, after the figures are on screen.
const ReportCharts = lazy(() => import('../components/report-charts'));

const DAY_MS = 86_400_000;
const nightsBefore = (night: string, days: number) => new Date(Date.parse(night) - days * DAY_MS).toISOString().slice(0, 10);

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="report-figure">
      <div className="report-figure__label">{label}</div>
      <div className="report-figure__value">{value}</div>
      {note && <div className="report-figure__note">{note}</div>}
    </div>
  );
}

/** `wide`: a table of four columns or more takes the whole row beside the others, so its last column is never cut. */
function FigureTable({ title, head, rows, wide = false }: { title: string; head: string[]; rows: ReactNode[][]; wide?: boolean }) {
  const t = useMessages();
  return (
    <section className={`report-table${wide ? ' report-table--wide' : ''}`}>
      <h2 className="report-table__title">{title}</h2>
      {rows.length === 0 ? (
        <p className="report-table__empty">{t('reports.noData')}</p>
      ) : (
        // Wider than a phone: it scrolls, and a keyboard reaches it.
        <div className="table-responsive" tabIndex={0} role="region" aria-label={title}>
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                {head.map((cell, index) => (
                  <th key={index} scope="col" className={index > 0 ? 'text-end' : undefined}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className={index > 0 ? 'text-end text-nowrap' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ReportFigures({ report }: { report: ReportView }) {
  const { reservations, minimumSpend, spend, coupons, deposits } = report;
  const t = useMessages();
  const locale = useLocale();
  const percent = (rate: number) => new Intl.NumberFormat(locale === 'en' ? 'en' : 'sr-Latn-RS', { maximumFractionDigits: 1 }).format(rate);
  return (
    <>
      <div className="report-figures">
        <Figure label={t('reports.figure.reservations')} value={reservations.total} />
        <Figure label={t('reports.figure.covers')} value={report.covers} />
        <Figure label={t('reports.figure.noShows')} value={report.noShowRate === null ? '–' : `${percent(report.noShowRate)}%`} />
        <Figure label={t('reports.figure.spend')} value={formatRsd(spend.total)} note={t('reports.figure.spendTables', { count: spend.reservations })} />
        <Figure label={t('reports.figure.depositsTaken')} value={formatRsd(deposits.taken.amount)} note={t('reports.figure.payments', { count: deposits.taken.count })} />
        <Figure label={t('reports.figure.minimumMet')} value={`${minimumSpend.met} / ${minimumSpend.withMinimum}`} />
        <Figure label={t('reports.figure.coupons')} value={coupons.uses} note={t('reports.figure.discount', { amount: formatRsd(coupons.discount) })} />
        <Figure label={t('reports.figure.offers')} value={report.waitlist.offersClaimed} note={t('reports.figure.offersClaimed')} />
        <Figure
          label={t('reports.figure.guestLists')}
          value={report.guestLists.arrived}
          note={t('reports.figure.guestListsNote', { signedUp: report.guestLists.signedUp, names: report.guestLists.names })}
        />
        {report.tickets.byTier.length > 0 && (
          <Figure
            label={t('reports.figure.tickets')}
            value={report.tickets.admitted}
            note={t('reports.figure.ticketsNote', { paid: report.tickets.paid, revenue: formatRsd(report.tickets.revenue) })}
          />
        )}
      </div>
      <Suspense fallback={<div className="report-charts report-charts--loading" aria-hidden="true" />}>
        <ReportCharts report={report} />
      </Suspense>
      <div className="report-tables">
        <FigureTable
          title={t('reports.table.byStatus')}
          head={[t('reports.head.status'), t('reports.head.count')]}
          rows={RESERVATION_STATUS_VALUES.map((status) => [statusText(status, locale), reservations.byStatus[status]])}
        />
        <FigureTable
          title={t('reports.table.bySource')}
          head={[t('reports.head.source'), t('reports.head.count')]}
          rows={RESERVATION_SOURCES.map((source) => [t(SOURCE_MESSAGES[source]), reservations.bySource[source]])}
        />
        <FigureTable
          title={t('reports.table.arrivalsByHour')}
          head={[t('reports.head.hour'), t('reports.head.arrivals'), t('reports.head.persons')]}
          rows={report.arrivalsByHour.map((hour) => [t('reports.hour', { hour: hour.hour }), hour.arrivals, hour.persons])}
        />
        <FigureTable
          title={t('reports.table.deposits')}
          head={['', t('reports.head.count'), t('reports.head.amount')]}
          rows={DEPOSIT_MESSAGES.map(([key, label]) => [t(label), deposits[key].count, formatRsd(deposits[key].amount)])}
        />
        <FigureTable
          title={t('reports.table.minimumSpend')}
          head={['', t('reports.head.count')]}
          rows={[
            [t('reports.minimum.with'), minimumSpend.withMinimum],
            [t('reports.minimum.met'), minimumSpend.met],
            [t('reports.minimum.notMet'), minimumSpend.notMet],
            [t('reports.minimum.notRecorded'), minimumSpend.notRecorded],
          ]}
        />
        <FigureTable
          title={t('reports.table.spendByZone')}
          head={[t('reports.head.zone'), t('reports.head.tables'), t('reports.head.amount')]}
          rows={spend.byZone.map((zone) => [zone.zone, zone.reservations, formatRsd(zone.amount)])}
        />
        <FigureTable
          title={t('reports.table.spendByTable')}
          head={[t('reports.head.table'), t('reports.head.times'), t('reports.head.amount')]}
          rows={spend.byTable.map((table) => [`${table.tableName} (${table.zone})`, table.reservations, formatRsd(table.amount)])}
        />
        <FigureTable
          title={t('reports.table.coupons')}
          head={[t('reports.head.code'), t('reports.head.uses'), t('reports.head.discount')]}
          rows={coupons.byCode.map((coupon) => [coupon.code, coupon.uses, formatRsd(coupon.discount)])}
        />
        <FigureTable
          wide
          title={t('reports.table.byNight')}
          head={[t('reports.head.night'), t('reports.head.reservations'), t('reports.head.covers'), t('reports.head.spend')]}
          rows={report.byNight.map((night) => [formatNight(night.night), night.reservations, night.covers, formatRsd(night.spend)])}
        />
        <FigureTable
          title={t('reports.table.listsByNight')}
          head={[t('reports.head.night'), t('reports.head.listSignedUp'), t('reports.head.listArrived')]}
          rows={report.byNight.filter((night) => night.listSignedUp > 0).map((night) => [formatNight(night.night), night.listSignedUp, night.listArrived])}
        />
        {report.tickets.byTier.length > 0 && (
          <FigureTable
            wide
            title={t('reports.table.ticketsByTier')}
            head={[
              t('reports.head.night'),
              t('reports.head.tier'),
              t('reports.tickets.sold'),
              t('reports.tickets.paid'),
              t('reports.tickets.admitted'),
              t('reports.tickets.noShows'),
              t('reports.tickets.doubleEntries'),
              t('reports.head.revenue'),
            ]}
            rows={report.tickets.byTier.map((tier) => [
              formatNight(tier.night),
              tier.eventTitle ? `${tier.eventTitle} · ${tier.tierName}` : tier.tierName,
              tier.sold,
              tier.paid,
              tier.admitted,
              tier.noShows,
              tier.doubleEntries,
              formatRsd(tier.revenue),
            ])}
          />
        )}
      </div>
    </>
  );
}

/**
 * 'Izveštaji': a venue's night or range of nights in figures, charts and tables, and the same
 * numbers as CSV. A manager sees their venue; an admin every venue together or one.
 */
export function ReportsPage() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const { data: venues } = useGetVenueNamesQuery(undefined, { skip: !isAdmin });
  const venueId = useId();
  const last = tonight();
  const [args, setArgs] = useState<ReportArgs>({ from: nightsBefore(last, 6), to: last });
  const report = useGetReportQuery(args, { refetchOnMountOrArgChange: true });
  const [exportReport, exporting] = useExportReportMutation();
  const update = (changes: Partial<ReportArgs>) => setArgs((current) => ({ ...current, ...changes }));
  const t = useMessages();

  async function download() {
    try {
      saveCsvFile(await exportReport(args).unwrap(), `izvestaj_${args.from}_${args.to}.csv`);
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <DashboardPage title={t('reports.title')} subtitle={t('reports.subtitle', { from: formatNight(args.from), to: formatNight(args.to) })}>
      <div className="report-controls">
        {isAdmin && (
          <div>
            <label className="form-label" htmlFor={venueId}>
              {t('reservations.fact.venue')}
            </label>
            <select id={venueId} className="form-select" value={args.clubId ?? ''} onChange={(change) => update({ clubId: change.target.value || undefined })}>
              <option value="">{t('reports.allVenues')}</option>
              {(venues ?? []).map((venue) => (
                <option key={venue._id} value={venue._id}>
                  {venue.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <NightRangeFields from={args.from} to={args.to} onChange={update} />
        <div className="report-controls__actions">
          <Button variant="outline-secondary" onClick={() => update({ from: last, to: last })}>
            {t('reports.tonight')}
          </Button>
          <Button variant="outline-secondary" onClick={() => update({ from: nightsBefore(last, 29), to: last })}>
            {t('reports.nights', { count: 30 })}
          </Button>
          <DownloadButton busy={exporting.isLoading} onClick={() => void download()}>
            {t('reports.download')}
          </DownloadButton>
        </div>
      </div>
      <QueryState query={report} unavailable={t('reports.unavailable')}>
        {(result) => <ReportFigures report={result} />}
      </QueryState>
    </DashboardPage>
  );
}
