import type { FloorPlanView, FloorTableView, HistoryFloorState, HistoryNight, HistoryNightTable, ReservationStatus } from '@izlazak/contracts';

/** The replay's holder named as the floor's views name one: the last word is the last name. */
function holderOf({ reservation }: HistoryNightTable): FloorTableView['reservation'] {
  if (!reservation) return undefined;
  const name = reservation.name.trim();
  const split = name.lastIndexOf(' ');
  return {
    _id: reservation._id,
    uniqueId: reservation.uniqueId,
    firstName: split < 0 ? name : name.slice(0, split),
    lastName: split < 0 ? '' : name.slice(split + 1),
    persons: reservation.persons,
    status: reservation.status as ReservationStatus,
  };
}

/**
 * The night at a moment drawn as the floor's views draw tonight: the plan as it stood then, each
 * of the venue's tables then with who held it. Null when none of those tables had a place on the
 * plan (no plan yet): the replay keeps its list.
 */
export function replayedPlan(floor: HistoryFloorState | null | undefined, night: HistoryNight): FloorPlanView | null {
  if (!floor) return null;
  const places = new Map(floor.tables.map((table) => [table._id, table]));
  if (!night.tables.some((table) => places.has(table.tableId))) return null;
  const zones = new Set(floor.zones.map((zone) => zone._id));
  return {
    version: null,
    width: floor.width,
    height: floor.height,
    background: floor.background,
    zones: floor.zones,
    tables: night.tables.map((table): FloorTableView => {
      const reservation = holderOf(table);
      const held = { state: reservation ? 'taken' : 'free', ...(reservation ? { reservation } : {}) } as const;
      const place = places.get(table.tableId);
      if (!place) return { _id: table.tableId, name: table.name, zoneId: null, shape: 'square', minPersons: 1, maxPersons: Number(table.maxPersons) || 1, ...held };
      const { _id, zoneId, ...form } = place;
      return { _id, name: table.name, zoneId: zoneId && zones.has(zoneId) ? zoneId : null, ...form, ...held };
    }),
  };
}
