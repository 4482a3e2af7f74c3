import { useEffect, useMemo, useRef } from 'react';
import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { RESERVATION_SOURCES, type ReportView } from '@izlazak/contracts';
import { formatNight } from '../../../lib/belgrade-time';
import { useMessages } from '../../../lib/locale';
import { SOURCE_MESSAGES } from '../report-labels';

type Translate = ReturnType<typeof useMessages>;

// Only what these three charts draw, so the page's chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);

const INK = '#475ddb';
const SOURCE_COLOURS = ['#475ddb', '#c2410c', '#0f766e'];

/** One chart on a canvas, described in words for screen readers (the tables below hold the same figures). */
function ChartFigure({ title, description, config }: { title: string; description: string; config: ChartConfiguration }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <figure className="report-chart">
      <figcaption className="report-chart__title">{title}</figcaption>
      <div className="report-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={`${title}: ${description}`} />
      </div>
    </figure>
  );
}

const barsOf = (labels: string[], label: string, data: number[]): ChartConfiguration => ({
  type: 'bar',
  data: { labels, datasets: [{ label, data, backgroundColor: INK }] },
  options: {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: false } },
    scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
  },
});

function chartsOf(report: ReportView, t: Translate): { title: string; description: string; config: ChartConfiguration }[] {
  const hours = report.arrivalsByHour;
  const nights = report.byNight;
  const sources = RESERVATION_SOURCES.map((source) => report.reservations.bySource[source]);
  const sourceNames = RESERVATION_SOURCES.map((source) => t(SOURCE_MESSAGES[source]));
  const hour = (at: string | number) => t('reports.hour', { hour: at });
  return [
    {
      title: t('reports.table.arrivalsByHour'),
      description: hours.map((at) => `${hour(at.hour)}: ${at.arrivals}`).join(', ') || t('reports.chart.noArrivals'),
      config: barsOf(
        hours.map((at) => hour(at.hour)),
        t('reports.chart.arrivals'),
        hours.map((at) => at.arrivals),
      ),
    },
    {
      title: t('reports.chart.spendByNight'),
      description: nights.map((night) => `${formatNight(night.night)}: ${night.spend}`).join(', ') || t('reports.chart.noSpend'),
      config: barsOf(
        nights.map((night) => formatNight(night.night).slice(0, 5)),
        t('reports.head.spend'),
        nights.map((night) => night.spend),
      ),
    },
    {
      title: t('reports.chart.bySource'),
      description: sourceNames.map((name, index) => `${name}: ${sources[index]}`).join(', '),
      config: {
        type: 'doughnut',
        data: { labels: sourceNames, datasets: [{ data: sources, backgroundColor: SOURCE_COLOURS }] },
        options: { responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { position: 'bottom' } } },
      },
    },
  ];
}

/** 'Izveštaji' charts: arrivals by hour, spend by night and reservations by source (chart.js, loaded with this page only). */
export default function ReportCharts({ report }: { report: ReportView }) {
  const t = useMessages();
  const charts = useMemo(() => chartsOf(report, t), [report, t]);
  return (
    <div className="report-charts">
      {charts.map((chart) => (
        <ChartFigure key={chart.title} {...chart} />
      ))}
    </div>
  );
}
