import { DEFAULT_LOCALE, t, type Locale } from '@izlazak/contracts';
import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { FloorPlanView } from '@izlazak/contracts';
import { isPlaced, type FloorTable, type PlacedTable } from '../../api/floor-api';
import { estimatedWidth, labelAt, measuredWidth, MIN_TARGET_PX, minimumScale, tableLabels, turnedBox, type TableLabel, type TableLabels, type TextWidth } from './floor-labels';
import './floor-plan.css';
import { useLocale, useMessages } from '../../lib/locale';

/** How one screen shows a table: the guest's (free or taken) or the venue's (who holds it). */
export interface FloorTableLook {
  tone: 'free' | 'taken' | 'pending' | 'confirmed' | 'arrived' | 'unfit';
  /** Read out after the name and persons: 'slobodan', 'zauzet', 'na čekanju: Ana Anić'. */
  stateText: string;
  /** A second line on the table itself (the guest's name and persons); the persons otherwise. */
  detail?: string;
  pickable: boolean;
}

export interface FloorPlanProps {
  plan: FloorPlanView;
  look: (table: FloorTable) => FloorTableLook;
  /** The plan's name for screen readers: 'Raspored stolova'. */
  label: string;
  selectedId?: string;
  onPick?: (table: FloorTable) => void;
  /** What the colours mean on this screen, in its own words. */
  legend?: readonly FloorLegendEntry[];
}

export const personsText = (table: Pick<FloorTable, 'minPersons' | 'maxPersons'>, locale: Locale = DEFAULT_LOCALE) =>
  table.minPersons > 1 && table.minPersons < table.maxPersons
    ? t('persons.range', { min: table.minPersons, max: table.maxPersons }, locale)
    : t('persons.upTo', { max: table.maxPersons }, locale);

/** 'Separe 3, 2–6 osoba, slobodan': the same words on the plan and in the list. */
export const tableName = (table: FloorTable, look: FloorTableLook, locale: Locale = DEFAULT_LOCALE) => `${table.name}, ${personsText(table, locale)}, ${look.stateText}`;

/** A colour of the legend: a table's look, or the guest's own choice. */
export interface FloorLegendEntry {
  tone: FloorTableLook['tone'] | 'selected';
  label: string;
}

/** The frame's width as it is drawn, to say when the plan is wider and scrolls. */
function useWidthOf(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

interface LaidOutTable {
  table: PlacedTable;
  labels: TableLabels;
  detail: string;
  box: { w: number; h: number };
}

/**
 * The venue's floor as SVG: the plan's own proportions, its picture behind, zones by colour, what
 * each colour means, each table a button named for screen readers, and below it the same tables as
 * a list. Every table is drawn at least a finger's target and every name inside its own table,
 * large enough to read; a plan too dense for a phone's width is drawn wider and scrolls sideways.
 */
export function FloorPlan({ plan, look, label, selectedId, onPick, legend = [] }: FloorPlanProps) {
  const zoneOf = new Map(plan.zones.map((zone) => [zone._id, zone]));
  const locale = useLocale();
  const t = useMessages();
  const placed = plan.tables.filter(isPlaced);
  const listed = [...plan.tables].sort(
    (a, b) => (zoneOf.get(a.zoneId ?? '')?.name ?? '').localeCompare(zoneOf.get(b.zoneId ?? '')?.name ?? '', 'sr') || a.name.localeCompare(b.name, 'sr', { numeric: true }),
  );
  const pick = (table: FloorTable) => {
    if (look(table).pickable) onPick?.(table);
  };
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const frameWidth = useWidthOf(frame);

  const maxSize = Math.max(plan.width, plan.height) / 42;
  const laidOut: LaidOutTable[] = placed.map((table) => {
    const detail = look(table).detail ?? personsText(table, locale);
    return { table, detail, box: turnedBox(table), labels: tableLabels(table, table.name, detail, maxSize, plan, textWidth()) };
  });
  const scale = minimumScale(
    plan.width,
    laidOut.map(({ box, labels }) => ({ box, nameSize: labels.nameOnly.nameSize })),
  );
  const minWidth = Math.ceil(plan.width * scale);
  // As drawn: the frame's width, or less where 70 % of the screen's height holds the plan; never below the least.
  const drawnScale = frameWidth > 0 && typeof window !== 'undefined' ? Math.max(scale, Math.min(frameWidth / plan.width, (window.innerHeight * 0.7) / plan.height)) : scale;
  const scrolls = frameWidth > 0 && minWidth > frameWidth + 1;
  // Past MAX_CANVAS_PX a small table's target is grown around it instead.
  const target = scale > 0 ? MIN_TARGET_PX / scale : 0;

  return (
    <div className="floor-plan" data-testid="floor-plan">
      {(plan.zones.length > 0 || legend.length > 0) && (
        <div className="floor-plan__legends">
          {plan.zones.length > 0 && (
            <ul className="floor-plan__zones" aria-label={t('floor.zones')}>
              {plan.zones.map((zone) => (
                <li key={zone._id}>
                  <span className="floor-plan__swatch" style={{ background: zone.color }} aria-hidden="true" />
                  {zone.name}
                </li>
              ))}
            </ul>
          )}
          {legend.length > 0 && (
            <ul className="floor-plan__states" aria-label={t('floor.colours')} data-testid="floor-legend">
              {legend.map((entry) => (
                <li key={entry.tone}>
                  <span className={`floor-plan__state floor-plan__state--${entry.tone}`} aria-hidden="true" />
                  {entry.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="floor-plan__frame" ref={setFrame} data-testid="floor-plan-frame">
        <svg
          className="floor-plan__canvas"
          viewBox={`0 0 ${plan.width} ${plan.height}`}
          role="group"
          aria-label={label}
          style={{ minWidth: `${minWidth}px`, minHeight: `${Math.ceil(plan.height * scale)}px` }}
        >
          <rect className="floor-plan__floor" x={0} y={0} width={plan.width} height={plan.height} />
          {plan.background && <image href={plan.background} x={0} y={0} width={plan.width} height={plan.height} preserveAspectRatio="xMidYMid meet" opacity={0.5} />}
          {laidOut.map(({ table, box }) => (
            <TableMark
              key={table._id}
              table={table}
              look={look(table)}
              zoneColor={zoneOf.get(table.zoneId ?? '')?.color}
              target={Math.min(box.w, box.h) < target ? { w: Math.max(box.w, target), h: Math.max(box.h, target) } : undefined}
              selected={table._id === selectedId}
              onPick={onPick ? () => pick(table) : undefined}
            />
          ))}
          {/* Above every table, so a neighbour never covers a name. */}
          <g aria-hidden="true" className="floor-plan__labels">
            {laidOut.map(({ table, labels, detail }) => (
              <TableWords key={table._id} table={table} tone={look(table).tone} selected={table._id === selectedId} place={labelAt(labels, drawnScale)} detail={detail} />
            ))}
          </g>
        </svg>
      </div>
      {scrolls && (
        <p className="floor-plan__hint" data-testid="floor-plan-hint">
          {t('floor.scrollHint')}
        </p>
      )}
      <ul className="floor-plan__list" aria-label={t('floor.listOf', { plan: label })}>
        {listed.map((table) => {
          const tableLook = look(table);
          const name = tableName(table, tableLook, locale);
          const zone = zoneOf.get(table.zoneId ?? '');
          return (
            <li key={table._id} className={`floor-plan__item floor-plan__item--${tableLook.tone}`}>
              {onPick ? (
                <button type="button" className="floor-plan__item-button" disabled={!tableLook.pickable} aria-pressed={table._id === selectedId} onClick={() => pick(table)}>
                  {name}
                  {zone && <span className="floor-plan__item-zone"> · {zone.name}</span>}
                </button>
              ) : (
                <span>
                  {name}
                  {zone && <span className="floor-plan__item-zone"> · {zone.name}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The page's font, measured once per page: the names are fitted to their tables with it. */
let pageTextWidth: TextWidth | null = null;
function textWidth(): TextWidth {
  if (!pageTextWidth) pageTextWidth = typeof document === 'undefined' ? estimatedWidth : measuredWidth(getComputedStyle(document.body).fontFamily);
  return pageTextWidth;
}

interface TableMarkProps {
  table: PlacedTable;
  look: FloorTableLook;
  zoneColor?: string;
  /** A finger's target around the table's centre, where the table itself is drawn smaller. */
  target?: { w: number; h: number };
  selected: boolean;
  onPick?: () => void;
}

function TableMark({ table, look, zoneColor, target, selected, onPick }: TableMarkProps) {
  const { x: cx, y: cy } = table;
  const locale = useLocale();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPick?.();
  };
  // The button holds only the shape; the words drawn on it are the button's name already. A plan
  // only looked at (the history's replay) names its tables as pictures, not as buttons that do nothing.
  const pickable = Boolean(onPick) && look.pickable;
  const role = onPick ? { role: 'button', tabIndex: 0, 'aria-disabled': !look.pickable || undefined, 'aria-pressed': selected, onClick: onPick, onKeyDown } : { role: 'img' };
  return (
    <g className={`floor-table floor-table--${look.tone}${selected ? ' floor-table--selected' : ''}${pickable ? ' floor-table--pickable' : ''}`}>
      <g className="floor-table__button" aria-label={tableName(table, look, locale)} data-table-id={table._id} {...role}>
        {target && <rect className="floor-table__target" x={cx - target.w / 2} y={cy - target.h / 2} width={target.w} height={target.h} />}
        <g transform={`translate(${cx} ${cy}) rotate(${table.rotation ?? 0})`} style={zoneColor ? ({ '--zone-color': zoneColor } as CSSProperties) : undefined}>
          <TableShape table={table} />
        </g>
      </g>
    </g>
  );
}

function TableWords({ table, tone, selected, place, detail }: { table: PlacedTable; tone: FloorTableLook['tone']; selected: boolean; place: TableLabel; detail: string }) {
  return (
    <g
      className={`floor-label floor-label--${tone}${selected ? ' floor-label--selected' : ''}`}
      transform={`translate(${place.x} ${place.y}) rotate(${place.angle})`}
      data-label-for={table._id}
    >
      <text className="floor-table__name" y={place.nameOffset} fontSize={place.nameSize}>
        {table.name}
      </text>
      {place.detailSize > 0 && (
        <text className="floor-table__detail" y={place.detailOffset} fontSize={place.detailSize}>
          {detail}
        </text>
      )}
    </g>
  );
}

/** Drawn around (0, 0), so rotation turns it in place. */
export function TableShape({ table }: { table: Pick<PlacedTable, 'shape' | 'width' | 'height'> }) {
  const { width: w, height: h } = table;
  if (table.shape === 'round') return <ellipse className="floor-table__shape" rx={w / 2} ry={h / 2} />;
  if (table.shape === 'booth') {
    const back = Math.min(w, h) * 0.2;
    return (
      <>
        <rect className="floor-table__shape" x={-w / 2} y={-h / 2} width={w} height={h} rx={back / 2} />
        <path className="floor-table__back" d={`M ${-w / 2 + back / 2} ${h / 2} V ${-h / 2 + back / 2} H ${w / 2 - back / 2} V ${h / 2}`} strokeWidth={back} />
      </>
    );
  }
  return <rect className="floor-table__shape" x={-w / 2} y={-h / 2} width={w} height={h} rx={Math.min(w, h) * 0.06} />;
}

export default FloorPlan;
