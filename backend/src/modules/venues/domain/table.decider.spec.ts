import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { TABLE_NOT_FOUND, tableDecider, type TableCommand, type TableEvent } from './table.decider';

const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };
const sto = { name: 'Sto 1', maxPersons: '6', area: 'Terasa' };
const added: TableEvent = { type: 'TableAdded', data: { tableId: 't1', clubId: 'A', ...sto } };
const removed: TableEvent = { type: 'TableRemoved', data: { tableId: 't1', clubId: 'A' } };
const addTable = (actor: Actor, venueExists = true): TableCommand => ({ type: 'AddTable', actor, tableId: 't1', clubId: 'A', venueExists, details: sto });
const changeTable = (actor: Actor, details = sto, venueExists = true): TableCommand => ({ type: 'ChangeTable', actor, venueExists, details });
const removeTable = (actor: Actor, venueExists = true): TableCommand => ({ type: 'RemoveTable', actor, venueExists });

const spec = deciderSpecification(tableDecider);

describe('table decider', () => {
  it('given no table, when a manager adds one to their venue, then it is added; to another venue it is forbidden', () => {
    spec.given([]).when(addTable(managerA)).then([added]);
    spec.given([]).when(addTable(managerB)).thenRefuses(403);
  });

  it('given a deleted or unknown venue, when a table is added, then the venue is not found', () => {
    spec.given([]).when(addTable(admin, false)).thenRefuses(404, 'Objekat nije pronađen');
  });

  it('given a table, when it is changed by its venue manager, then it changes; saving the same again records nothing', () => {
    const changed: TableEvent = { type: 'TableChanged', data: { tableId: 't1', clubId: 'A', ...sto, maxPersons: '8' } };
    spec
      .given([added])
      .when(changeTable(managerA, { ...sto, maxPersons: '8' }))
      .then([changed]);
    spec
      .given([added, changed])
      .when(changeTable(managerA, { ...sto, maxPersons: '8' }))
      .thenNothingHappens();
    spec.given([added]).when(changeTable(managerB)).thenRefuses(403);
  });

  it('given a removed table, when it is changed or removed again, then it is not found', () => {
    spec.given([added]).when(removeTable(admin)).then([removed]);
    spec.given([added, removed]).when(changeTable(admin)).thenRefuses(404, TABLE_NOT_FOUND);
    spec.given([added, removed]).when(removeTable(admin)).thenRefuses(404, TABLE_NOT_FOUND);
  });

  it('given a table of a deleted venue, when it is changed or removed, then it is not found, even for an admin', () => {
    spec
      .given([added])
      .when(changeTable(admin, { ...sto, name: 'Sto 2' }, false))
      .thenRefuses(404, TABLE_NOT_FOUND);
    spec.given([added]).when(removeTable(managerA, false)).thenRefuses(404, TABLE_NOT_FOUND);
  });
});
