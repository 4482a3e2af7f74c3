import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { FLOOR_MESSAGES, TABLE_HOLDING_STATUSES, type FloorPlanView, type FloorTableView, type FloorZoneView, type ReservationStatus, type TableShape } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { visibleVenues } from '../../../venues/queries/venue-rows';
import { GetFloorPlanQuery } from './get-floor-plan.query';
import { GUEST_BADGES, type GuestBadges } from '../../../reservations/ports/guest-badges';

/** The size an undrawn plan is shown at, and the colour of the zones its table areas make. */
export const UNDRAWN_PLAN = { width: 1000, height: 700, zoneColor: '#64748b' } as const;

interface FloorRow {
  found: boolean;
  plan: { version: number; width: number; height: number; background: string | null } | null;
  zones: FloorZoneView[] | null;
  tables: TableRow[] | null;
}

interface TableRow {
  _id: string;
  name: string;
  area: string;
  max_persons: string;
  placed: { zoneId: string | null; shape: TableShape; x: number; y: number; width: number; height: number; rotation: number; minPersons: number; maxPersons: number } | null;
  reservation: { _id: string; uniqueId: string; firstName: string; lastName: string; persons: number; status: ReservationStatus } | null;
}

/**
 * One query: the plan and its zones (before it is drawn, the venue's table areas), every table of
 * the venue placed or not, and who holds each that night (a reservation in one of the statuses that
 * hold a table: pending, confirmed, arrived, awaiting its deposit; as the reservations read model
 * has it). A venue the viewer may not see (a sign-up not yet approved) is not found.
 */
const floorSql = (visible: string) => `
  WITH plan AS (SELECT version, width, height, background FROM floor_plans WHERE club_id = $1),
  zones AS (
    SELECT zone_id AS "_id", name, color, added_revision AS sort FROM floor_zones WHERE club_id = $1 AND EXISTS (SELECT 1 FROM plan)
    UNION ALL
    SELECT 'area:' || area, area, '${UNDRAWN_PLAN.zoneColor}', rank() OVER (ORDER BY min(created_at)) FROM venue_tables
      WHERE club_id = $1 AND NOT removed AND area <> '' AND NOT EXISTS (SELECT 1 FROM plan) GROUP BY area
  ),
  tables AS (
    SELECT t.id AS "_id", t.name, t.area, t.max_persons, t.created_at,
      CASE WHEN f.table_id IS NULL THEN NULL ELSE json_build_object('zoneId', f.zone_id, 'shape', f.shape, 'x', f.x, 'y', f.y, 'width', f.width,
        'height', f.height, 'rotation', f.rotation,
        -- 'Stolovi' may have lowered the table's seats since the plan was saved: the map never promises more.
        'minPersons', LEAST(f.min_persons, t.max_persons::int), 'maxPersons', LEAST(f.max_persons, t.max_persons::int)) END AS placed,
      (SELECT json_build_object('_id', r.id, 'uniqueId', r.unique_id, 'firstName', r.first_name, 'lastName', r.last_name, 'persons', r.persons, 'status', r.status)
        FROM reservations r WHERE r.table_id = t.id AND r.night = $2::date AND NOT r.deleted AND r.status = ANY($3::text[])
        ORDER BY r.placed_at LIMIT 1) AS reservation
    FROM venue_tables t LEFT JOIN floor_tables f ON f.table_id = t.id AND f.club_id = t.club_id
    WHERE t.club_id = $1 AND NOT t.removed
  )
  SELECT EXISTS (SELECT 1 FROM venues WHERE id = $1 AND ${visible}) AS found,
    (SELECT row_to_json(plan) FROM plan) AS plan,
    (SELECT json_agg(json_build_object('_id', "_id", 'name', name, 'color', color) ORDER BY sort, name) FROM zones) AS zones,
    (SELECT json_agg(tables ORDER BY created_at, "_id") FROM tables) AS tables`;

@QueryHandler(GetFloorPlanQuery)
export class GetFloorPlanHandler implements IQueryHandler<GetFloorPlanQuery, FloorPlanView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
    @Inject(GUEST_BADGES) private readonly guestBadges: GuestBadges,
  ) {}

  async execute({ clubId, night, viewer }: GetFloorPlanQuery): Promise<FloorPlanView> {
    if (clubId.includes('\0')) throw notFound(FLOOR_MESSAGES.venueNotFound);
    const params: unknown[] = [clubId, night ?? tonight(this.clock.now()), TABLE_HOLDING_STATUSES];
    const visible = visibleVenues(viewer, params);
    const { rows } = await this.pool.query<FloorRow>(floorSql(visible), params);
    const { found, plan, zones, tables } = rows[0];
    if (!found) throw notFound(FLOOR_MESSAGES.venueNotFound);
    const zoneList = zones ?? [];
    const seesHolders = worksAt(viewer, clubId);
    const tagged = seesHolders ? await this.tagsOfHolders(tables ?? []) : new Map<string, string[]>();
    return {
      version: plan?.version ?? null,
      width: plan?.width ?? UNDRAWN_PLAN.width,
      height: plan?.height ?? UNDRAWN_PLAN.height,
      background: plan?.background ?? null,
      zones: zoneList,
      tables: (tables ?? []).map((table) => withTags(tableView(table, zoneList, seesHolders), tagged)),
    };
  }

  private async tagsOfHolders(tables: TableRow[]): Promise<Map<string, string[]>> {
    const held = tables.flatMap((table) => (table.reservation ? [table.reservation._id] : []));
    if (held.length === 0) return new Map();
    const badges = await this.guestBadges.ofReservations(held);
    return new Map([...badges].filter(([, badge]) => badge.tags.length > 0).map(([id, badge]) => [id, badge.tags]));
  }
}

function withTags(table: FloorTableView, tagged: Map<string, string[]>): FloorTableView {
  const tags = table.reservation && tagged.get(table.reservation._id);
  return tags ? { ...table, reservation: { ...table.reservation!, tags } } : table;
}

/** The venue's manager and staff, and admins, see who holds a table; nobody else ever does. */
function worksAt(viewer: AuthenticatedUser | null, clubId: string): boolean {
  if (!viewer) return false;
  return viewer.role === 'admin' || ((viewer.role === 'manager' || viewer.role === 'staff') && viewer.clubId === clubId);
}

function tableView({ _id, name, area, max_persons, placed, reservation }: TableRow, zones: FloorZoneView[], seesHolders: boolean): FloorTableView {
  const holder = reservation && seesHolders ? { reservation } : {};
  const state = reservation ? ('taken' as const) : ('free' as const);
  if (!placed) {
    const zone = zones.find((candidate) => candidate.name.toLowerCase() === area.toLowerCase());
    return { _id, name, zoneId: zone?._id ?? null, shape: 'square', minPersons: 1, maxPersons: Number(max_persons) || 1, state, ...holder };
  }
  const { zoneId, ...place } = placed;
  const knownZone = zones.some((zone) => zone._id === zoneId) ? zoneId : null;
  return { _id, name, zoneId: knownZone, ...place, state, ...holder };
}
