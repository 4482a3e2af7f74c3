import { randomUUID } from 'node:crypto';
import { check, floorPlanSchema } from '@izlazak/contracts';
import { systemContext } from '#platform/commands/command-context';
import { DrawFloorPlanCommand } from '../modules/floor/commands/draw-floor-plan/draw-floor-plan.command';
import { seedDemoFloor } from './seed-demo-floor';
import type { SeededDemoVenue } from './seed-demo-venues';

const tables = (count: number, area: string, persons: string, prefix = 'Sto') =>
  Array.from({ length: count }, (_, i) => ({ tableId: randomUUID(), name: `${prefix} ${i + 1}`, maxPersons: persons, area }));

async function drawnPlan(type: string, venueTables: SeededDemoVenue['tables']) {
  const drawn: DrawFloorPlanCommand[] = [];
  const run = (command: object) => (drawn.push(command as DrawFloorPlanCommand), Promise.resolve({ events: [], position: null }));
  await seedDemoFloor({ slug: 'demo', clubId: 'c1', name: 'Demo', type, tables: venueTables }, run, systemContext('demo'));
  expect(drawn).toHaveLength(1);
  const { plan } = drawn[0];
  expect(check(plan, floorPlanSchema).errors).toBeNull();
  expect(plan.tables.map((table) => table._id).sort()).toEqual(venueTables.map((table) => table.tableId).sort());
  return plan;
}

describe('demo floor plans', () => {
  it('draws a club with booths around a stage', async () => {
    const plan = await drawnPlan('Klub', [...tables(6, 'Separe', '8', 'Separe'), ...tables(8, 'Šank', '4')]);
    expect(plan.zones.map((zone) => zone.name)).toEqual(['Bina', 'Separe', 'Šank']);
    expect(plan.tables.filter((table) => table.shape === 'booth')).toHaveLength(6);
  });

  it('draws a splav with a deck and a bar', async () => {
    const plan = await drawnPlan('Splav', [...tables(5, 'VIP', '10', 'VIP'), ...tables(10, 'Terasa', '6')]);
    expect(plan.zones.map((zone) => zone.name)).toEqual(['VIP', 'Paluba', 'Šank']);
    expect(plan.tables.filter((table) => table.zoneId === 'Šank')).toHaveLength(2);
    await drawnPlan('Splav', tables(12, 'Terasa', '6'));
  });

  it('draws a restaurant with a terrace, and any other venue by its areas', async () => {
    const plan = await drawnPlan('Restoran', [...tables(8, 'Bašta', '4'), ...tables(4, 'Sala', '8', 'Sala')]);
    expect(plan.zones.map((zone) => zone.name)).toEqual(['Sala', 'Terasa']);
    await drawnPlan('Kafić', [...tables(10, 'Bašta', '4'), ...tables(4, 'Unutra', '2')]);
    await drawnPlan('Klub', tables(10, 'Dvorište', '6'));
  });
});
