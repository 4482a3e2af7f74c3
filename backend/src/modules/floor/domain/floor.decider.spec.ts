import type { FloorPlanInput } from '@izlazak/contracts';
import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { floorDecider, type DrawFloorPlan, type FloorEvent } from './floor.decider';

const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const venueTables = { t1: { name: 'Separe 3', maxPersons: 8 }, t2: { name: 'Sto 7', maxPersons: 4 } };
const separe = { _id: 't1', zoneId: 'Separei', shape: 'booth' as const, x: 100, y: 80, width: 90, height: 50, rotation: 0, minPersons: 4, maxPersons: 8 };
const plan: FloorPlanInput = { width: 1000, height: 600, zones: [{ name: 'Separei', color: '#7c3aed' }], tables: [separe] };
const draw = (body: FloorPlanInput = plan, actor: Actor = managerA, venueExists = true): DrawFloorPlan => ({
  type: 'DrawFloorPlan',
  actor,
  clubId: 'A',
  venueExists,
  venueTables,
  plan: body,
  newZoneIds: ['z1'],
});

const drawn: FloorEvent = { type: 'FloorPlanDrawn', data: { clubId: 'A', width: 1000, height: 600, background: null } };
const zoneAdded: FloorEvent = { type: 'FloorZoneAdded', data: { clubId: 'A', zoneId: 'z1', name: 'Separei', color: '#7c3aed' } };
const placed: FloorEvent = {
  type: 'FloorTablePlaced',
  data: { clubId: 'A', tableId: 't1', tableName: 'Separe 3', zoneId: 'z1', x: 100, y: 80, rotation: 0, shape: 'booth', width: 90, height: 50, minPersons: 4, maxPersons: 8 },
};
const saved = { ...plan, zones: [{ _id: 'z1', name: 'Separei', color: '#7c3aed' }], tables: [{ ...separe, zoneId: 'z1' }] };

const spec = deciderSpecification(floorDecider);

describe('floor plan decider', () => {
  it('given no plan, when the manager draws one, then the plan, its new zones and the placed tables are recorded', () => {
    spec.given([]).when(draw()).then([drawn, zoneAdded, placed]);
  });

  it('given a plan, when the same plan is saved again, then nothing happens', () => {
    spec.given([drawn, zoneAdded, placed]).when(draw(saved)).thenNothingHappens();
  });

  it('given a plan, when a table is dragged and resized, then it is moved and reshaped, and nothing else', () => {
    const moved = { ...saved, tables: [{ ...saved.tables[0], x: 300, rotation: 90, width: 120 }] };
    spec
      .given([drawn, zoneAdded, placed])
      .when(draw(moved))
      .then([
        { type: 'FloorTableMoved', data: { clubId: 'A', tableId: 't1', tableName: 'Separe 3', zoneId: 'z1', x: 300, y: 80, rotation: 90 } },
        { type: 'FloorTableReshaped', data: { clubId: 'A', tableId: 't1', tableName: 'Separe 3', shape: 'booth', width: 120, height: 50, minPersons: 4, maxPersons: 8 } },
      ]);
  });

  it('given a plan, when a zone is renamed and another left out, then it is renamed and the other removed', () => {
    const bar: FloorEvent = { type: 'FloorZoneAdded', data: { clubId: 'A', zoneId: 'z2', name: 'Šank', color: '#000000' } };
    const renamed = { ...saved, zones: [{ _id: 'z1', name: 'Bina', color: '#7c3aed' }] };
    spec
      .given([drawn, zoneAdded, bar, placed])
      .when(draw(renamed))
      .then([
        { type: 'FloorZoneRenamed', data: { clubId: 'A', zoneId: 'z1', name: 'Bina', color: '#7c3aed', previousName: 'Separei' } },
        { type: 'FloorZoneRemoved', data: { clubId: 'A', zoneId: 'z2', name: 'Šank' } },
      ]);
  });

  it('refuses a table that is not the venue’s, a zone id the drawn plan does not know, another venue’s manager and an unknown venue', () => {
    spec
      .given([])
      .when(draw({ ...plan, tables: [{ ...separe, _id: 'elsewhere' }] }))
      .thenRefuses(400, 'Sto ne pripada ovom objektu');
    spec
      .given([])
      .when(draw({ ...plan, tables: [{ ...separe, maxPersons: 9 }] }))
      .thenRefuses(400, /najviše 8 osoba/);
    spec
      .given([drawn])
      .when(draw({ ...plan, zones: [{ _id: 'nope', name: 'Bina', color: '#fff' }] }))
      .thenRefuses(400, 'Zona nije pronađena');
    spec.given([]).when(draw(plan, managerB)).thenRefuses(403);
    spec
      .given([])
      .when(draw(plan, managerA, false))
      .thenRefuses(404);
  });

  it('given an undrawn plan, the zones of the table areas keep the ids they were shown with', () => {
    const areas = { ...plan, zones: [{ _id: 'area:Terasa', name: 'Terasa', color: '#22c55e' }], tables: [] };
    spec
      .given([])
      .when(draw(areas))
      .then([drawn, { type: 'FloorZoneAdded', data: { clubId: 'A', zoneId: 'area:Terasa', name: 'Terasa', color: '#22c55e' } }]);
  });
});
