import type { CSSProperties, KeyboardEvent } from 'react';
import type { FloorPlanView } from '@izlazak/contracts';
import { isPlaced, type FloorTable, type PlacedTable } from '../../api/floor-api';
import './floor-plan.css';

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
}

export const personsText = (table: Pick<FloorTable, 'minPersons' | 'maxPersons'>) =>
  table.minPersons > 1 && table.minPersons < table.maxPersons ? `${table.minPersons}–${table.maxPersons} osoba` : `do ${table.maxPersons} osoba`;

/** 'Separe 3, 2–6 osoba, slobodan': the same words on the plan and in the list. */
export const tableName = (table: FloorTable, look: FloorTableLook) => `${table.name}, ${personsText(table)}, ${look.stateText}`;

/**
 * The venue's floor as SVG: the plan's own proportions fitted to the width, its picture behind,
 * zones by colour, each table a button named for screen readers, and below it the same tables as a
 * list (for screen readers, and on a small phone where the plan's tables are small to tap).
 */
export function FloorPlan({ plan, look, label, selectedId, onPick }: FloorPlanProps) {
  const zoneOf = new Map(plan.zones.map((zone) => [zone._id, zone]));
  const placed = plan.tables.filter(isPlaced);
  const listed = [...plan.tables].sort(
    (a, b) => (zoneOf.get(a.zoneId ?? '')?.name ?? '').localeCompare(zoneOf.get(b.zoneId ?? '')?.name ?? '', 'sr') || a.name.localeCompare(b.name, 'sr', { numeric: true }),
  );
  const pick = (table: FloorTable) => {
    if (look(table).pickable) onPick?.(table);
  };

  return (
    <div className="floor-plan" data-testid="floor-plan">
      {plan.zones.length > 0 && (
        <ul className="floor-plan__zones" aria-label="Zone">
          {plan.zones.map((zone) => (
            <li key={zone._id}>
              <span className="floor-plan__swatch" style={{ background: zone.color }} aria-hidden="true" />
              {zone.name}
            </li>
          ))}
        </ul>
      )}
      <svg className="floor-plan__canvas" viewBox={`0 0 ${plan.width} ${plan.height}`} role="group" aria-label={label}>
        <rect className="floor-plan__floor" x={0} y={0} width={plan.width} height={plan.height} />
        {plan.background && <image href={plan.background} x={0} y={0} width={plan.width} height={plan.height} preserveAspectRatio="xMidYMid meet" opacity={0.5} />}
        {placed.map((table) => (
          <TableMark
            key={table._id}
            table={table}
            look={look(table)}
            zoneColor={zoneOf.get(table.zoneId ?? '')?.color}
            fontSize={Math.max(plan.width, plan.height) / 42}
            selected={table._id === selectedId}
            onPick={onPick ? () => pick(table) : undefined}
          />
        ))}
      </svg>
      <ul className="floor-plan__list" aria-label={`${label}: spisak`}>
        {listed.map((table) => {
          const tableLook = look(table);
          const name = tableName(table, tableLook);
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

interface TableMarkProps {
  table: PlacedTable;
  look: FloorTableLook;
  zoneColor?: string;
  fontSize: number;
  selected: boolean;
  onPick?: () => void;
}

function TableMark({ table, look, zoneColor, fontSize, selected, onPick }: TableMarkProps) {
  const { x: cx, y: cy } = table;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPick?.();
  };
  // The button holds only the shape; the words drawn on it are the button's name already. A plan
  // only looked at (the history's replay) names its tables as pictures, not as buttons that do nothing.
  const pickable = Boolean(onPick) && look.pickable;
  const role = onPick
    ? { role: 'button', tabIndex: 0, 'aria-disabled': !look.pickable || undefined, 'aria-pressed': selected, onClick: onPick, onKeyDown }
    : { role: 'img' };
  return (
    <g className={`floor-table floor-table--${look.tone}${selected ? ' floor-table--selected' : ''}${pickable ? ' floor-table--pickable' : ''}`}>
      <g className="floor-table__button" aria-label={tableName(table, look)} data-table-id={table._id} {...role}>
        <g transform={`translate(${cx} ${cy}) rotate(${table.rotation ?? 0})`} style={zoneColor ? ({ '--zone-color': zoneColor } as CSSProperties) : undefined}>
          <TableShape table={table} />
        </g>
      </g>
      <g aria-hidden="true">
        <text className="floor-table__name" x={cx} y={cy - fontSize * 0.15} fontSize={fontSize}>
          {table.name}
        </text>
        <text className="floor-table__detail" x={cx} y={cy + fontSize * 0.95} fontSize={fontSize * 0.8}>
          {look.detail ?? personsText(table)}
        </text>
      </g>
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
