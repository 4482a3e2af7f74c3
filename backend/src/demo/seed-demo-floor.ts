import type { FloorPlanInput, FloorTableInput, FloorZoneInput, TableShape } from '@izlazak/contracts';
import { DrawFloorPlanCommand } from '../modules/floor/commands/draw-floor-plan/draw-floor-plan.command';
import type { DemoVenueSeed, SeededDemoVenue } from './seed-demo-venues';

type DemoTable = SeededDemoVenue['tables'][number];
interface Band {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const WIDTH = 1000;
const HEIGHT = 700;
const ZONE_COLORS = ['#7c3aed', '#0ea5e9', '#22c55e', '#f59e0b', '#ef4444'];

/** Every demo venue gets its floor drawn, as its manager would in 'Podešavanja → Raspored'. */
export const seedDemoFloor: DemoVenueSeed = async (venue, run, context) => {
  if (venue.tables.length === 0) return;
  await run(new DrawFloorPlanCommand(venue.clubId, planOf(venue), context));
};

function planOf(venue: SeededDemoVenue): FloorPlanInput {
  const byArea = groupByArea(venue.tables);
  if (venue.type === 'Klub') return clubPlan(byArea);
  if (venue.type === 'Splav') return splavPlan(byArea);
  if (venue.type === 'Restoran') return restaurantPlan(byArea);
  return bandsPlan(byArea, 'square');
}

/** A club: booths in an arc around the stage, the other tables along the back wall. */
function clubPlan(byArea: Map<string, DemoTable[]>): FloorPlanInput {
  const [[boothArea, booths], ...rest] = byArea;
  const zones = [zone('Bina', '#f43f5e'), zone(boothArea, ZONE_COLORS[0]), ...rest.map(([area], i) => zone(area, ZONE_COLORS[i + 1]))];
  const stage = { x: WIDTH / 2, y: 90 };
  const aroundStage = booths.map((table, i) => {
    const angle = Math.PI * (0.15 + (0.7 * i) / Math.max(1, booths.length - 1));
    const x = round(stage.x - Math.cos(angle) * 340);
    const y = round(stage.y + Math.sin(angle) * 300);
    return placed(table, boothArea, 'booth', { x, y, width: 120, height: 60, rotation: round((angle * 180) / Math.PI - 90 + 360) % 360 });
  });
  const back = rest.flatMap(([area, tables]) => grid(tables, area, 'round', { left: 60, top: 520, right: 940, bottom: 660 }, 60));
  return { width: WIDTH, height: HEIGHT, zones, tables: [...aroundStage, ...back] };
}

/** A splav: its areas on the deck, and the bar at the bow with the last two tables of the deck. */
function splavPlan(byArea: Map<string, DemoTable[]>): FloorPlanInput {
  const areas = [...byArea];
  const deck = areas.at(-1)!;
  const atBar = deck[1].slice(-2);
  const onDeck = [...areas.slice(0, -1), [deck[0], deck[1].slice(0, -2)] as [string, DemoTable[]]];
  const zones = [...onDeck.map(([area], i) => zone(area === deck[0] ? 'Paluba' : area, ZONE_COLORS[i])), zone('Šank', '#f59e0b')];
  const bands = split({ left: 40, top: 40, right: 760, bottom: 660 }, onDeck.length);
  const deckTables = onDeck.flatMap(([area, tables], i) => grid(tables, area === deck[0] ? 'Paluba' : area, area === deck[0] ? 'square' : 'booth', bands[i], 70));
  const bar = atBar.map((table, i) => placed(table, 'Šank', 'round', { x: 880, y: 250 + i * 150, width: 60, height: 60, rotation: 0 }));
  return { width: WIDTH, height: HEIGHT, zones, tables: [...deckTables, ...bar] };
}

/** A restaurant: the dining room inside, the garden as its terrace in front. */
function restaurantPlan(byArea: Map<string, DemoTable[]>): FloorPlanInput {
  const renamed = new Map([...byArea].map(([area, tables]) => [area === 'Bašta' ? 'Terasa' : area, tables]));
  const ordered = new Map([...renamed].sort(([a], [b]) => (a === 'Terasa' ? 1 : 0) - (b === 'Terasa' ? 1 : 0)));
  return bandsPlan(ordered, 'rectangle');
}

/** Each area a band across the plan, its tables in rows. */
function bandsPlan(byArea: Map<string, DemoTable[]>, shape: TableShape): FloorPlanInput {
  const areas = [...byArea];
  const bands = split({ left: 40, top: 40, right: WIDTH - 40, bottom: HEIGHT - 40 }, areas.length);
  return {
    width: WIDTH,
    height: HEIGHT,
    zones: areas.map(([area], i) => zone(area, ZONE_COLORS[i % ZONE_COLORS.length])),
    tables: areas.flatMap(([area, tables], i) => grid(tables, area, area === 'Terasa' ? 'round' : shape, bands[i], 70)),
  };
}

function grid(tables: DemoTable[], zoneName: string, shape: TableShape, band: Band, size: number): FloorTableInput[] {
  const columns = Math.max(1, Math.min(tables.length, Math.floor((band.right - band.left) / (size * 1.8))));
  const rows = Math.ceil(tables.length / columns);
  const stepX = (band.right - band.left) / columns;
  const stepY = (band.bottom - band.top) / rows;
  const width = shape === 'rectangle' || shape === 'booth' ? round(size * 1.5) : size;
  return tables.map((table, i) =>
    placed(table, zoneName, shape, {
      x: round(band.left + stepX * ((i % columns) + 0.5)),
      y: round(band.top + stepY * (Math.floor(i / columns) + 0.5)),
      width,
      height: size,
      rotation: 0,
    }),
  );
}

function placed(table: DemoTable, zoneName: string, shape: TableShape, at: Pick<FloorTableInput, 'x' | 'y' | 'width' | 'height' | 'rotation'>): FloorTableInput {
  const maxPersons = Number(table.maxPersons);
  return { _id: table.tableId, zoneId: zoneName, shape, ...at, minPersons: Math.max(1, Math.floor(maxPersons / 2)), maxPersons };
}

const zone = (name: string, color: string): FloorZoneInput => ({ name, color });
const round = (value: number) => Math.round(value);

function split(band: Band, parts: number): Band[] {
  const height = (band.bottom - band.top) / Math.max(1, parts);
  return Array.from({ length: parts }, (_, i) => ({ ...band, top: band.top + height * i, bottom: band.top + height * (i + 1) }));
}

function groupByArea(tables: DemoTable[]): Map<string, DemoTable[]> {
  const byArea = new Map<string, DemoTable[]>();
  for (const table of tables) byArea.set(table.area || 'Sala', [...(byArea.get(table.area || 'Sala') ?? []), table]);
  return byArea;
}
