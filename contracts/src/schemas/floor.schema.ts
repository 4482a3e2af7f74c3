import { said } from '../i18n/said';
import { Infer, array, literal, number, object, optional, refine, string, type, union } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { calendarDate, normalizeNightDate } from './event.schema';
import type { ReservationStatus } from './reservation.schema';

/**
 * A venue's floor plan: zones and the venue's tables placed on a plan of fixed proportions
 * (GET and PUT /api/club/{clubId}/floor). Plan units are the plan's own (the screen scales them);
 * a table's `x`, `y` is its centre, `width` × `height` its size before `rotation` (degrees, clockwise).
 */

export const TABLE_SHAPES = ['round', 'square', 'rectangle', 'booth'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** The most tables one plan holds. */
export const MAX_FLOOR_TABLES = 500;
/** The most zones one plan holds. */
export const MAX_FLOOR_ZONES = 100;
/** The largest plan side, in plan units. */
export const MAX_FLOOR_SIZE = 10_000;

export const FLOOR_MESSAGES = {
  width: said('validation.floor.width', { max: String(MAX_FLOOR_SIZE) }),
  height: said('validation.floor.height', { max: String(MAX_FLOOR_SIZE) }),
  background: 'validation.floor.background',
  zoneName: 'validation.floor.zoneName',
  zoneNameTaken: 'validation.floor.zoneNameTaken',
  zoneColor: 'validation.floor.zoneColor',
  zoneUnknown: 'validation.floor.zoneUnknown',
  tableId: 'validation.floor.tableId',
  tableTwice: 'validation.floor.tableTwice',
  tableUnknown: 'refusal.floor.tableUnknown',
  shape: said('validation.floor.shape', { shapes: TABLE_SHAPES.join(', ') }),
  x: 'validation.floor.x',
  y: 'validation.floor.y',
  tableWidth: 'validation.floor.tableWidth',
  tableHeight: 'validation.floor.tableHeight',
  rotation: 'validation.floor.rotation',
  persons: 'validation.floor.persons',
  personsOrder: 'validation.floor.personsOrder',
  tooManyPersons: (max: number) => said('persons.tooManyForPlan', { max }),
  tooManyTables: said('validation.floor.tooManyTables', { max: String(MAX_FLOOR_TABLES) }),
  tooManyZones: said('validation.floor.tooManyZones', { max: String(MAX_FLOOR_ZONES) }),
  night: 'validation.floor.night',
  venueNotFound: 'refusal.floor.venueNotFound',
} as const;

const HEX_COLOR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/**
 * A picture this server stored (POST /api/club/{clubId}/floor/background answers its path): the
 * plan is drawn for every guest, so it never makes their browsers load a picture from elsewhere.
 */
export const FLOOR_BACKGROUND_PATH = /^\/api\/uploads\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

/** A finite number within [min, max]; digits in a string are read as the number. */
const numberIn = (name: string, min: number, max: number, message: string, exclusiveMin = false) =>
  coerce(
    define<number>(name, { type: 'number', minimum: min, maximum: max }, (value) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return message;
      return ((exclusiveMin ? value > min : value >= min) && value <= max) || message;
    }),
    string(),
    (value) => (/^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN),
  );

const persons = coerce(
  define<number>(
    'persons',
    { type: 'integer', minimum: 1, maximum: 999 },
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999) || FLOOR_MESSAGES.persons,
  ),
  string(),
  (value) => (/^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN),
);

const text = (name: string, max: number, message: string, min = 0) =>
  coerce(
    define<string>(name, { type: 'string', minLength: min, maxLength: max }, (value) => (typeof value === 'string' && value.length >= min && value.length <= max) || message),
    string(),
    (value) => value.trim(),
  );

const optionalId = optional(coerce(text('id', 100, FLOOR_MESSAGES.zoneUnknown, 1), union([literal(''), literal(null)]), () => undefined as unknown as string));

export const floorZoneSchema = type({
  /** Missing: a new zone. */
  _id: optionalId,
  name: text('zoneName', 40, FLOOR_MESSAGES.zoneName, 1),
  color: coerce(
    define<string>(
      'zoneColor',
      { type: 'string', pattern: HEX_COLOR.source, example: '#7c3aed' },
      (value) => (typeof value === 'string' && HEX_COLOR.test(value)) || FLOOR_MESSAGES.zoneColor,
    ),
    string(),
    (value) => value.trim(),
  ),
});
export type FloorZoneInput = Infer<typeof floorZoneSchema>;

export const floorTableSchema = type({
  /** One of the venue's tables ('Stolovi'). */
  _id: text('tableId', 100, FLOOR_MESSAGES.tableId, 1),
  /** A zone's `_id`, or the `name` of a zone new in the same request; null or '': no zone. */
  zoneId: optional(union([literal(null), text('zoneId', 100, FLOOR_MESSAGES.zoneUnknown)])),
  shape: coerce(
    define<TableShape>('shape', { type: 'string', enum: [...TABLE_SHAPES] }, (value) => (TABLE_SHAPES as readonly unknown[]).includes(value) || FLOOR_MESSAGES.shape),
    string(),
    (value) => value.trim().toLowerCase(),
  ),
  x: numberIn('x', 0, MAX_FLOOR_SIZE, FLOOR_MESSAGES.x),
  y: numberIn('y', 0, MAX_FLOOR_SIZE, FLOOR_MESSAGES.y),
  width: numberIn('tableWidth', 0, MAX_FLOOR_SIZE, FLOOR_MESSAGES.tableWidth, true),
  height: numberIn('tableHeight', 0, MAX_FLOOR_SIZE, FLOOR_MESSAGES.tableHeight, true),
  rotation: numberIn('rotation', 0, 360, FLOOR_MESSAGES.rotation),
  minPersons: persons,
  maxPersons: persons,
});
export type FloorTableInput = Infer<typeof floorTableSchema>;

const floorBody = type({
  width: numberIn('width', 0, MAX_FLOOR_SIZE, FLOOR_MESSAGES.width, true),
  height: numberIn('height', 0, MAX_FLOOR_SIZE, FLOOR_MESSAGES.height, true),
  /** A picture of the venue's own drawing of its floor, as uploaded for the plan; null or '': none. */
  background: optional(
    coerce(
      define<string | null>(
        'background',
        { type: 'string', maxLength: 500, pattern: FLOOR_BACKGROUND_PATH.source, example: '/api/uploads/3f1c2b9e-5a6d-4c1e-9f0a-1b2c3d4e5f60.webp' },
        (value) => value === null || value === '' || (typeof value === 'string' && value.length <= 500 && FLOOR_BACKGROUND_PATH.test(value)) || FLOOR_MESSAGES.background,
      ),
      string(),
      (value) => value.trim(),
    ),
  ),
  zones: refine(array(floorZoneSchema), 'maxZones', (zones) => zones.length <= MAX_FLOOR_ZONES || FLOOR_MESSAGES.tooManyZones),
  tables: refine(array(floorTableSchema), 'maxTables', (tables) => tables.length <= MAX_FLOOR_TABLES || FLOOR_MESSAGES.tooManyTables),
  /** The plan's version this edit was made from (or `If-Match: "<version>"`): 409 when the plan changed since. */
  version: optional(union([literal(null), number(), string()])),
});

type Refusal = { message: string; path: (string | number)[] };

/** What one request can see wrong across fields: a table off the plan, unknown zones, persons the wrong way round. */
function planProblem(plan: Infer<typeof floorBody>, path: (string | number)[]): Refusal | null {
  const at = (...rest: (string | number)[]) => [...path, ...rest];
  const zoneKeys = new Set<string>();
  const zoneNames = new Set<string>();
  for (const [index, zone] of plan.zones.entries()) {
    const name = zone.name.toLowerCase();
    if (zoneNames.has(name)) return { message: FLOOR_MESSAGES.zoneNameTaken, path: at('zones', index, 'name') };
    zoneNames.add(name);
    zoneKeys.add(zone._id ?? zone.name);
    zoneKeys.add(zone.name);
  }
  const seen = new Set<string>();
  for (const [index, table] of plan.tables.entries()) {
    const refuse = (field: string, message: string) => ({ message, path: at('tables', index, field) });
    if (seen.has(table._id)) return refuse('_id', FLOOR_MESSAGES.tableTwice);
    seen.add(table._id);
    if (table.x > plan.width) return refuse('x', FLOOR_MESSAGES.x);
    if (table.y > plan.height) return refuse('y', FLOOR_MESSAGES.y);
    if (table.width > plan.width) return refuse('width', FLOOR_MESSAGES.tableWidth);
    if (table.height > plan.height) return refuse('height', FLOOR_MESSAGES.tableHeight);
    if (table.minPersons > table.maxPersons) return refuse('minPersons', FLOOR_MESSAGES.personsOrder);
    if (table.zoneId && !zoneKeys.has(table.zoneId)) return refuse('zoneId', FLOOR_MESSAGES.zoneUnknown);
  }
  return null;
}

/**
 * PUT /api/club/{clubId}/floor: the whole plan. Zones without `_id` are new, zones left out are
 * removed; the tables listed are placed (or moved), tables left out keep their place.
 */
export const floorPlanSchema = refine(floorBody, 'floorPlan', (plan, context) => planProblem(plan, context.path) ?? true);
export type FloorPlanInput = Infer<typeof floorPlanSchema>;

/** GET /api/club/{clubId}/floor?night=yyyy-MM-dd (dd.MM.yyyy as the forms write it works too): tonight (the Belgrade night) when left out. */
export const floorQuerySchema = type({
  night: optional(
    coerce(
      define<string | undefined>(
        'night',
        { type: 'string', example: '2026-12-31', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' },
        (value) => value === undefined || (typeof value === 'string' && calendarDate(value) !== null) || FLOOR_MESSAGES.night,
      ),
      string(),
      (value) => (value.trim() === '' ? undefined : normalizeNightDate(value)),
    ),
  ),
});
export type FloorQuery = Infer<typeof floorQuerySchema>;

export interface FloorZoneView {
  _id: string;
  name: string;
  color: string;
}

/** Who holds a taken table: only the venue's manager and staff and admins ever see it. */
export interface FloorReservationView {
  _id: string;
  uniqueId: string;
  firstName: string;
  lastName: string;
  persons: number;
  status: ReservationStatus;
  /** The venue's guest-book tags of the guest ('VIP'), once the book knows them. */
  tags?: string[];
}

export interface FloorTableView {
  _id: string;
  name: string;
  /** null: in no zone. */
  zoneId: string | null;
  shape: TableShape;
  /** Missing (with y, width, height, rotation) on a table never placed: the tray beside the plan. */
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  rotation?: number;
  minPersons: number;
  maxPersons: number;
  /** For the night asked: taken while a Pending or Complete reservation holds it. */
  state: 'free' | 'taken';
  reservation?: FloorReservationView;
}

/** POST /api/club/{clubId}/floor/background: the stored picture, to save as the plan's `background`. */
export const floorBackgroundView = object({ background: string() });
export type FloorBackgroundView = Infer<typeof floorBackgroundView>;

export interface FloorPlanView {
  /** The plan's version (its stream's revision; null before it is first drawn): `ETag` and a PUT's `version` carry it. */
  version: number | null;
  width: number;
  height: number;
  background: string | null;
  zones: FloorZoneView[];
  tables: FloorTableView[];
}
