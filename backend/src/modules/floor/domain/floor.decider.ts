import { FLOOR_MESSAGES as MESSAGES, type FloorPlanInput, type FloorTableInput, type TableShape } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { assertMayManageVenue } from '../../venues/domain/venue-access';

/**
 * A venue's floor plan lives in one stream, `floor-<clubId>`: one save of the plan is one atomic
 * append, and the stream's revision is the plan's version.
 */
export const floorStream = (clubId: string) => `floor-${clubId}`;

/** Before the plan is first drawn, the venue's table areas are its zones: `area:<name>`. */
export const areaZoneId = (area: string) => `area:${area}`;

export interface FloorZone {
  name: string;
  color: string;
}

export interface TablePlace {
  zoneId: string | null;
  x: number;
  y: number;
  rotation: number;
}

export interface TableForm {
  shape: TableShape;
  width: number;
  height: number;
  minPersons: number;
  maxPersons: number;
}

type OnFloor = { clubId: string };
type TableRef = OnFloor & { tableId: string; tableName: string };
export type FloorPlanDrawn = DomainEvent<'FloorPlanDrawn', OnFloor & { width: number; height: number; background: string | null }>;
export type FloorZoneAdded = DomainEvent<'FloorZoneAdded', OnFloor & { zoneId: string } & FloorZone>;
export type FloorZoneRenamed = DomainEvent<'FloorZoneRenamed', OnFloor & { zoneId: string; previousName: string } & FloorZone>;
export type FloorZoneRemoved = DomainEvent<'FloorZoneRemoved', OnFloor & { zoneId: string; name: string }>;
export type FloorTablePlaced = DomainEvent<'FloorTablePlaced', TableRef & TablePlace & TableForm>;
export type FloorTableMoved = DomainEvent<'FloorTableMoved', TableRef & TablePlace>;
export type FloorTableReshaped = DomainEvent<'FloorTableReshaped', TableRef & TableForm>;
export type FloorEvent = FloorPlanDrawn | FloorZoneAdded | FloorZoneRenamed | FloorZoneRemoved | FloorTablePlaced | FloorTableMoved | FloorTableReshaped;

export interface FloorState {
  drawn: boolean;
  width: number;
  height: number;
  background: string | null;
  zones: Record<string, FloorZone>;
  tables: Record<string, TablePlace & TableForm>;
}

export const initialFloorState = (): FloorState => ({ drawn: false, width: 0, height: 0, background: null, zones: {}, tables: {} });

export function evolveFloor(state: FloorState, event: FloorEvent): FloorState {
  switch (event.type) {
    case 'FloorPlanDrawn':
      return { ...state, drawn: true, width: event.data.width, height: event.data.height, background: event.data.background };
    case 'FloorZoneAdded':
    case 'FloorZoneRenamed':
      return { ...state, zones: { ...state.zones, [event.data.zoneId]: { name: event.data.name, color: event.data.color } } };
    case 'FloorZoneRemoved': {
      const { [event.data.zoneId]: _removed, ...zones } = state.zones;
      return { ...state, zones };
    }
    case 'FloorTablePlaced':
      return { ...state, tables: { ...state.tables, [event.data.tableId]: { ...placeOf(event.data), ...formOf(event.data) } } };
    case 'FloorTableMoved':
      return { ...state, tables: { ...state.tables, [event.data.tableId]: { ...state.tables[event.data.tableId], ...placeOf(event.data) } } };
    case 'FloorTableReshaped':
      return { ...state, tables: { ...state.tables, [event.data.tableId]: { ...state.tables[event.data.tableId], ...formOf(event.data) } } };
    default:
      return assertNever(event);
  }
}

/** A zone's or table's entry by an id the client sent: never what every object has (`constructor`, `__proto__`…). */
const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

const placeOf = ({ zoneId, x, y, rotation }: TablePlace): TablePlace => ({ zoneId, x, y, rotation });
const formOf = ({ shape, width, height, minPersons, maxPersons }: TableForm): TableForm => ({ shape, width, height, minPersons, maxPersons });
const samePlace = (a: TablePlace, b: TablePlace) => a.zoneId === b.zoneId && a.x === b.x && a.y === b.y && a.rotation === b.rotation;
const sameForm = (a: TableForm, b: TableForm) =>
  a.shape === b.shape && a.width === b.width && a.height === b.height && a.minPersons === b.minPersons && a.maxPersons === b.maxPersons;

export interface DrawFloorPlan {
  type: 'DrawFloorPlan';
  actor: Actor;
  clubId: string;
  /** Read by the handler: a deleted or unknown venue has no plan. */
  venueExists: boolean;
  /** The venue's tables ('Stolovi') by id: only these may be placed, for no more persons than they seat. */
  venueTables: Record<string, VenueTable>;
  plan: FloorPlanInput;
  /** Ids for the plan's zones sent without one, in order (the decider makes no ids). */
  newZoneIds: string[];
}

export interface VenueTable {
  name: string;
  maxPersons: number;
}

export type FloorCommand = DrawFloorPlan;

/** The plan as sent, turned into the events of what changed: nothing at all for the same plan again. */
function drawFloorPlan(command: DrawFloorPlan, state: FloorState): FloorEvent[] {
  if (!command.venueExists) throw notFound(MESSAGES.venueNotFound);
  assertMayManageVenue(command.actor, command.clubId);
  const { clubId, plan } = command;
  const zones = zonesOf(command, state);
  return [...planEvents(clubId, plan, state), ...zoneEvents(clubId, zones, state), ...tableEvents(command, zones, state), ...removedZones(clubId, zones, state)];
}

function planEvents(clubId: string, { width, height, background }: FloorPlanInput, state: FloorState): FloorEvent[] {
  const picture = background || null;
  if (state.drawn && state.width === width && state.height === height && state.background === picture) return [];
  return [{ type: 'FloorPlanDrawn', data: { clubId, width, height, background: picture } }];
}

type SentZone = FloorZone & { zoneId: string };

/** Each sent zone with its id; a zone id the plan does not know is refused once the plan is drawn. */
function zonesOf({ plan, newZoneIds }: DrawFloorPlan, state: FloorState): SentZone[] {
  let fresh = 0;
  return plan.zones.map((zone, index) => {
    if (zone._id && state.drawn && !own(state.zones, zone._id)) throw badRequest(MESSAGES.zoneUnknown, `zones.${index}._id`);
    return { zoneId: zone._id ?? newZoneIds[fresh++], name: zone.name, color: zone.color };
  });
}

function zoneEvents(clubId: string, zones: SentZone[], state: FloorState): FloorEvent[] {
  return zones.flatMap((zone): FloorEvent[] => {
    const known = own(state.zones, zone.zoneId);
    if (!known) return [{ type: 'FloorZoneAdded', data: { clubId, ...zone } }];
    if (known.name === zone.name && known.color === zone.color) return [];
    return [{ type: 'FloorZoneRenamed', data: { clubId, ...zone, previousName: known.name } }];
  });
}

function removedZones(clubId: string, zones: SentZone[], state: FloorState): FloorEvent[] {
  const kept = new Set(zones.map((zone) => zone.zoneId));
  return Object.entries(state.zones)
    .filter(([zoneId]) => !kept.has(zoneId))
    .map(([zoneId, zone]) => ({ type: 'FloorZoneRemoved', data: { clubId, zoneId, name: zone.name } }));
}

function tableEvents({ clubId, plan, venueTables }: DrawFloorPlan, zones: SentZone[], state: FloorState): FloorEvent[] {
  return plan.tables.flatMap((table, index): FloorEvent[] => {
    const venueTable = own(venueTables, table._id);
    if (!venueTable) throw badRequest(MESSAGES.tableUnknown, `tables.${index}._id`);
    // A reservation is checked against the table's own limit: the map may not promise more.
    if (table.maxPersons > venueTable.maxPersons) throw badRequest(MESSAGES.tooManyPersons(venueTable.maxPersons), `tables.${index}.maxPersons`);
    const ref = { clubId, tableId: table._id, tableName: venueTable.name };
    const place = { ...placeOf({ ...table, zoneId: zoneIdOf(table, zones) }) };
    const form = formOf(table);
    const placed = own(state.tables, table._id);
    if (!placed) return [{ type: 'FloorTablePlaced', data: { ...ref, ...place, ...form } }];
    const events: FloorEvent[] = [];
    if (!samePlace(placed, place)) events.push({ type: 'FloorTableMoved', data: { ...ref, ...place } });
    if (!sameForm(placed, form)) events.push({ type: 'FloorTableReshaped', data: { ...ref, ...form } });
    return events;
  });
}

/** A table names its zone by id, or by the name of a zone new in the same save. */
function zoneIdOf(table: FloorTableInput, zones: SentZone[]): string | null {
  if (!table.zoneId) return null;
  return (zones.find((zone) => zone.zoneId === table.zoneId) ?? zones.find((zone) => zone.name === table.zoneId))?.zoneId ?? null;
}

export function decideFloor(command: FloorCommand, state: FloorState): FloorEvent[] {
  switch (command.type) {
    case 'DrawFloorPlan':
      return drawFloorPlan(command, state);
    default:
      return assertNever(command.type);
  }
}

export const floorDecider: Decider<FloorState, FloorCommand, FloorEvent> = {
  initialState: initialFloorState,
  evolve: evolveFloor,
  decide: decideFloor,
};
