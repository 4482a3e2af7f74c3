import type { FloorPlanInput, FloorPlanView, FloorTableView, TableShape } from '@izlazak/contracts';

/** The editor's grid, in plan units: a table's centre and size snap to it. */
export const FLOOR_GRID = 10;

export interface DraftZone {
  /** The zone's `_id`, or `new:<name>` until it is saved. */
  key: string;
  _id?: string;
  name: string;
  color: string;
}

export interface DraftTable {
  _id: string;
  name: string;
  zoneKey: string | null;
  shape: TableShape;
  /** The centre; undefined while the table waits in the tray. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  rotation: number;
  minPersons: number;
  maxPersons: number;
}

export interface FloorDraft {
  width: number;
  height: number;
  background: string | null;
  zones: DraftZone[];
  tables: DraftTable[];
}

export type PlacedDraftTable = DraftTable & { x: number; y: number };

export const isOnPlan = (table: DraftTable): table is PlacedDraftTable => typeof table.x === 'number' && typeof table.y === 'number';

export const snap = (value: number) => Math.round(value / FLOOR_GRID) * FLOOR_GRID;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A new table's size by its shape, before the manager changes it. */
function defaultSize(shape: TableShape): { width: number; height: number } {
  return shape === 'round' || shape === 'square' ? { width: 100, height: 100 } : { width: 160, height: 90 };
}

export function draftOf(plan: FloorPlanView): FloorDraft {
  return {
    width: plan.width,
    height: plan.height,
    background: plan.background,
    zones: plan.zones.map((zone) => ({ key: zone._id, _id: zone._id, name: zone.name, color: zone.color })),
    tables: plan.tables.map((table) => tableDraftOf(table)),
  };
}

function tableDraftOf(table: FloorTableView): DraftTable {
  const size = defaultSize(table.shape);
  return {
    _id: table._id,
    name: table.name,
    zoneKey: table.zoneId,
    shape: table.shape,
    x: table.x,
    y: table.y,
    width: table.width ?? size.width,
    height: table.height ?? size.height,
    rotation: table.rotation ?? 0,
    minPersons: table.minPersons || 1,
    maxPersons: table.maxPersons,
  };
}

/** Moves a table's centre to a point, on the grid and inside the plan. */
export function moveTable(draft: FloorDraft, tableId: string, x: number, y: number): FloorDraft {
  return changeTable(draft, tableId, { x: clamp(snap(x), 0, draft.width), y: clamp(snap(y), 0, draft.height) });
}

export function changeTable(draft: FloorDraft, tableId: string, change: Partial<DraftTable>): FloorDraft {
  return { ...draft, tables: draft.tables.map((table) => (table._id === tableId ? { ...table, ...change } : table)) };
}

/** Moves the table one grid step (five with Shift) in an arrow's direction. */
export function nudgeTable(draft: FloorDraft, tableId: string, key: string, far: boolean): FloorDraft | null {
  const step = FLOOR_GRID * (far ? 5 : 1);
  const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const table = draft.tables.find((candidate) => candidate._id === tableId);
  if (!delta[key] || !table || !isOnPlan(table)) return null;
  return moveTable(draft, tableId, table.x + delta[key][0], table.y + delta[key][1]);
}

export function addZone(draft: FloorDraft, name: string, color: string): FloorDraft {
  return { ...draft, zones: [...draft.zones, { key: `new:${name}`, name, color }] };
}

export function changeZone(draft: FloorDraft, key: string, change: Partial<Pick<DraftZone, 'name' | 'color'>>): FloorDraft {
  return { ...draft, zones: draft.zones.map((zone) => (zone.key === key ? { ...zone, ...change } : zone)) };
}

/** A removed zone's tables stay where they are, in no zone. */
export function removeZone(draft: FloorDraft, key: string): FloorDraft {
  return {
    ...draft,
    zones: draft.zones.filter((zone) => zone.key !== key),
    tables: draft.tables.map((table) => (table.zoneKey === key ? { ...table, zoneKey: null } : table)),
  };
}

/** What PUT /api/club/{clubId}/floor takes: new zones are named by their name, placed tables only. */
export function floorInputOf(draft: FloorDraft): Omit<FloorPlanInput, 'version'> {
  const zoneRef = new Map(draft.zones.map((zone) => [zone.key, zone._id ?? zone.name]));
  return {
    width: draft.width,
    height: draft.height,
    background: draft.background,
    zones: draft.zones.map((zone) => ({ ...(zone._id ? { _id: zone._id } : {}), name: zone.name, color: zone.color })),
    tables: draft.tables.filter(isOnPlan).map((table) => ({
      _id: table._id,
      zoneId: table.zoneKey ? (zoneRef.get(table.zoneKey) ?? null) : null,
      shape: table.shape,
      x: table.x,
      y: table.y,
      width: table.width,
      height: table.height,
      rotation: table.rotation,
      minPersons: table.minPersons,
      maxPersons: table.maxPersons,
    })),
  };
}
