import { DomainError } from '../../../platform/commands/domain-errors';
import type { Actor } from '../../../platform/event-store/event-store.port';
import { decideAddTable, decideChangeTable, decideRemoveTable, evolveTable, initialTableState, type TableEvent } from './table.decider';

const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };
const sto = { name: 'Sto 1', maxPersons: '6', area: 'Terasa' };
const added: TableEvent = { type: 'TableAdded', data: { tableId: 't1', clubId: 'A', ...sto } };
const given = (...events: TableEvent[]) => events.reduce(evolveTable, initialTableState());
const statusOf = (decide: () => unknown) => {
  try {
    decide();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.statusCode : error;
  }
};

describe('table decider', () => {
  it("given no table, when a manager adds one to their venue, then it is added; to another venue it is forbidden", () => {
    expect(decideAddTable({ type: 'AddTable', actor: managerA, tableId: 't1', clubId: 'A', venueExists: true, details: sto }, initialTableState())).toEqual([added]);
    expect(statusOf(() => decideAddTable({ type: 'AddTable', actor: managerB, tableId: 't1', clubId: 'A', venueExists: true, details: sto }, initialTableState()))).toBe(403);
  });

  it('given a deleted or unknown venue, when a table is added, then the venue is not found', () => {
    expect(statusOf(() => decideAddTable({ type: 'AddTable', actor: admin, tableId: 't1', clubId: 'A', venueExists: false, details: sto }, initialTableState()))).toBe(404);
  });

  it('given a table, when it is changed by its venue manager, then it changes; saving the same again records nothing', () => {
    const events = decideChangeTable({ type: 'ChangeTable', actor: managerA, venueExists: true, details: { ...sto, maxPersons: '8' } }, given(added));
    expect(events).toEqual([{ type: 'TableChanged', data: { tableId: 't1', clubId: 'A', ...sto, maxPersons: '8' } }]);
    expect(decideChangeTable({ type: 'ChangeTable', actor: managerA, venueExists: true, details: { ...sto, maxPersons: '8' } }, given(added, ...events))).toEqual([]);
    expect(statusOf(() => decideChangeTable({ type: 'ChangeTable', actor: managerB, venueExists: true, details: sto }, given(added)))).toBe(403);
  });

  it('given a removed table, when it is changed or removed again, then it is not found', () => {
    const removed = given(added, ...decideRemoveTable({ type: 'RemoveTable', actor: admin, venueExists: true }, given(added)));
    expect(statusOf(() => decideChangeTable({ type: 'ChangeTable', actor: admin, venueExists: true, details: sto }, removed))).toBe(404);
    expect(statusOf(() => decideRemoveTable({ type: 'RemoveTable', actor: admin, venueExists: true }, removed))).toBe(404);
  });

  it('given a table of a deleted venue, when it is changed or removed, then it is not found, even for an admin', () => {
    expect(statusOf(() => decideChangeTable({ type: 'ChangeTable', actor: admin, venueExists: false, details: { ...sto, name: 'Sto 2' } }, given(added)))).toBe(404);
    expect(statusOf(() => decideRemoveTable({ type: 'RemoveTable', actor: managerA, venueExists: false }, given(added)))).toBe(404);
  });
});
