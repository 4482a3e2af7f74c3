import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import {
  REPORT_DEPOSIT_LABELS,
  RESERVATION_SOURCE_LABELS,
  RESERVATION_SOURCES,
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUS_VALUES,
  formatRsd,
  type ReportView,
} from '@izlazak/contracts';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { DashboardPage } from '../../../components/dashboard-page';
import { DownloadIcon } from '../../../components/icons';
import { QueryState } from '../../../components/query-state';
import { saveCsvFile } from '../../../lib/save-csv';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { formatNight, tonight } from '../../../lib/belgrade-time';
import { useExportReportMutation, useGetReportQuery, type ReportArgs } from '../api';
import '../reports.css';

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
function FigureTable({ title, head, rows, empty = 'Nema podataka.', wide = false }: { title: string; head: string[]; rows: ReactNode[][]; empty?: string; wide?: boolean }) {
  return (
    <section className={`report-table${wide ? ' report-table--wide' : ''}`}>
      <h2 className="report-table__title">{title}</h2>
      {rows.length === 0 ? (
        <p className="report-table__empty">{empty}</p>
      ) : (
        // Wider than a phone: it scrolls, and a keyboard reaches it.
        <div className="table-responsive" tabIndex={0} role="region" aria-label={title}>
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                {head.map((cell, index) => (
                  <th key={cell} scope="col" className={index > 0 ? 'text-end' : undefined}>
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
  return (
    <>
      <div className="report-figures">
        <Figure label="Rezervacije" value={reservations.total} />
        <Figure label="Stiglo gostiju" value={report.covers} />
        <Figure label="Nisu došli" value={report.noShowRate === null ? '–' : `${String(report.noShowRate).replace('.', ',')}%`} />
        <Figure label="Potrošnja" value={formatRsd(spend.total)} note={`stolova: ${spend.reservations}`} />
        <Figure label="Depoziti uplaćeni" value={formatRsd(deposits.taken.amount)} note={`uplata: ${deposits.taken.count}`} />
        <Figure label="Minimalna potrošnja ispunjena" value={`${minimumSpend.met} / ${minimumSpend.withMinimum}`} />
        <Figure label="Kuponi" value={coupons.uses} note={`popust: ${formatRsd(coupons.discount)}`} />
        <Figure label="Ponude sa liste čekanja" value={report.waitlist.offersClaimed} note="prihvaćene" />
      </div>
      <Suspense fallback={<div className="report-charts report-charts--loading" aria-hidden="true" />}>
        <ReportCharts report={report} />
      </Suspense>
      <div className="report-tables">
        <FigureTable
          title="Po statusu"
          head={['Status', 'Broj']}
          rows={RESERVATION_STATUS_VALUES.map((status) => [RESERVATION_STATUS_LABELS[status], reservations.byStatus[status]])}
        />
        <FigureTable title="Po izvoru" head={['Izvor', 'Broj']} rows={RESERVATION_SOURCES.map((source) => [RESERVATION_SOURCE_LABELS[source], reservations.bySource[source]])} />
        <FigureTable title="Dolasci po satu" head={['Sat', 'Dolazaka', 'Osoba']} rows={report.arrivalsByHour.map((hour) => [`${hour.hour}h`, hour.arrivals, hour.persons])} />
        <FigureTable
          title="Depoziti"
          head={['', 'Broj', 'Iznos']}
          rows={REPORT_DEPOSIT_LABELS.map(([key, label]) => [label, deposits[key].count, formatRsd(deposits[key].amount)])}
        />
        <FigureTable
          title="Minimalna potrošnja"
          head={['', 'Broj']}
          rows={[
            ['Sa minimalnom potrošnjom', minimumSpend.withMinimum],
            ['Ispunjena', minimumSpend.met],
            ['Nije ispunjena', minimumSpend.notMet],
            ['Nije upisana potrošnja', minimumSpend.notRecorded],
          ]}
        />
        <FigureTable title="Potrošnja po zoni" head={['Zona', 'Stolova', 'Iznos']} rows={spend.byZone.map((zone) => [zone.zone, zone.reservations, formatRsd(zone.amount)])} />
        <FigureTable
          title="Potrošnja po stolu"
          head={['Sto', 'Puta', 'Iznos']}
          rows={spend.byTable.map((table) => [`${table.tableName} (${table.zone})`, table.reservations, formatRsd(table.amount)])}
        />
        <FigureTable title="Kuponi" head={['Kod', 'Upotreba', 'Popust']} rows={coupons.byCode.map((coupon) => [coupon.code, coupon.uses, formatRsd(coupon.discount)])} />
        <FigureTable
          wide
          title="Po noćima"
          head={['Noć', 'Rezervacija', 'Gostiju', 'Potrošnja']}
          rows={report.byNight.map((night) => [formatNight(night.night), night.reservations, night.covers, formatRsd(night.spend)])}
        />
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
  const ids = { venue: useId(), from: useId(), to: useId() };
  const last = tonight();
  const [args, setArgs] = useState<ReportArgs>({ from: nightsBefore(last, 6), to: last });
  const report = useGetReportQuery(args, { refetchOnMountOrArgChange: true });
  const [exportReport, exporting] = useExportReportMutation();
  const update = (changes: Partial<ReportArgs>) => setArgs((current) => ({ ...current, ...changes }));

  async function download() {
    try {
      saveCsvFile(await exportReport(args).unwrap(), `izvestaj_${args.from}_${args.to}.csv`);
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <DashboardPage title="Izveštaji" subtitle={`Noći od ${formatNight(args.from)} do ${formatNight(args.to)}.`}>
      <div className="report-controls">
        {isAdmin && (
          <div>
            <label className="form-label" htmlFor={ids.venue}>
              Objekat
            </label>
            <select id={ids.venue} className="form-select" value={args.clubId ?? ''} onChange={(change) => update({ clubId: change.target.value || undefined })}>
              <option value="">Svi objekti</option>
              {(venues ?? []).map((venue) => (
                <option key={venue._id} value={venue._id}>
                  {venue.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label className="form-label" htmlFor={ids.from}>
            Od noći
          </label>
          <input
            id={ids.from}
            type="date"
            className="form-control"
            value={args.from}
            required
            onChange={(change) => change.target.value && update({ from: change.target.value, ...(change.target.value > args.to ? { to: change.target.value } : {}) })}
          />
        </div>
        <div>
          <label className="form-label" htmlFor={ids.to}>
            Do noći
          </label>
          <input
            id={ids.to}
            type="date"
            className="form-control"
            value={args.to}
            min={args.from}
            required
            onChange={(change) => change.target.value && update({ to: change.target.value })}
          />
        </div>
        <div className="report-controls__actions">
          <Button variant="outline-secondary" onClick={() => update({ from: last, to: last })}>
            Večeras
          </Button>
          <Button variant="outline-secondary" onClick={() => update({ from: nightsBefore(last, 29), to: last })}>
            30 noći
          </Button>
          <Button variant="outline-primary" onClick={() => void download()} disabled={exporting.isLoading}>
            {exporting.isLoading ? <Spinner animation="border" size="sm" className="me-2" /> : <DownloadIcon size={16} className="me-2" />}
            Preuzmi CSV
          </Button>
        </div>
      </div>
      <QueryState query={report} unavailable="Izveštaj trenutno nije dostupan.">
        {(result) => <ReportFigures report={result} />}
      </QueryState>
    </DashboardPage>
  );
}
