import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { conflict, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { VENUE_NOT_FOUND, assertMayManageVenue } from './venue-access';
import { sameJson } from './venue.decider';

/**
 * A table lives in its own `table-<id>` stream: its edits never contend with the venue's, and a
 * reservation checks one short stream to learn that the table exists and how many people it seats.
 */
export interface TableDetails {
  name: string;
  maxPersons: string;
  area: string;
}

export type TableAdded = DomainEvent<'TableAdded', { tableId: string; clubId: string } & TableDetails>;
export type TableChanged = DomainEvent<'TableChanged', { tableId: string; clubId: string } & TableDetails>;
export type TableRemoved = DomainEvent<'TableRemoved', { tableId: string; clubId: string }>;
export type TableEvent = TableAdded | TableChanged | TableRemoved;

export const tableStream = (tableId: string) => `table-${tableId}`;
export const TABLE_NOT_FOUND = 'refusal.venues.tableNotFound';

export interface TableState {
  exists: boolean;
  removed: boolean;
  tableId: string | null;
  clubId: string | null;
  details: TableDetails | null;
}

export const initialTableState = (): TableState => ({ exists: false, removed: false, tableId: null, clubId: null, details: null });

export function evolveTable(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'TableAdded':
    case 'TableChanged': {
      const { name, maxPersons, area, clubId, tableId } = event.data;
      return { ...state, exists: true, tableId, clubId, details: { name, maxPersons, area } };
    }
    case 'TableRemoved':
      return { ...state, removed: true };
    default:
      return assertNever(event);
  }
}

export interface AddTable {
  type: 'AddTable';
  actor: Actor;
  tableId: string;
  clubId: string;
  /** Read from the venue's stream by the handler: a deleted or unknown venue gets no tables. */
  venueExists: boolean;
  details: TableDetails;
}

function addTable(command: AddTable, state: TableState): TableEvent[] {
  if (!command.venueExists) throw notFound(VENUE_NOT_FOUND);
  assertMayManageVenue(command.actor, command.clubId);
  if (state.exists) throw conflict('refusal.venues.tableExists');
  return [{ type: 'TableAdded', data: { tableId: command.tableId, clubId: command.clubId, ...command.details } }];
}

export interface ChangeTable {
  type: 'ChangeTable';
  actor: Actor;
  /** Read from the venue's stream by the handler: the tables of a deleted venue leave with it. */
  venueExists: boolean;
  details: TableDetails;
}

function assertTableExists(state: TableState): asserts state is TableState & { tableId: string; clubId: string; details: TableDetails } {
  if (!state.exists || state.removed || !state.tableId || !state.clubId || !state.details) throw notFound(TABLE_NOT_FOUND);
}

function changeTable(command: ChangeTable, state: TableState): TableEvent[] {
  assertTableExists(state);
  if (!command.venueExists) throw notFound(TABLE_NOT_FOUND);
  assertMayManageVenue(command.actor, state.clubId);
  if (sameJson(command.details, state.details)) return [];
  return [{ type: 'TableChanged', data: { tableId: state.tableId, clubId: state.clubId, ...command.details } }];
}

export interface RemoveTable {
  type: 'RemoveTable';
  actor: Actor;
  /** Read from the venue's stream by the handler: the tables of a deleted venue leave with it. */
  venueExists: boolean;
}

function removeTable(command: RemoveTable, state: TableState): TableEvent[] {
  assertTableExists(state);
  if (!command.venueExists) throw notFound(TABLE_NOT_FOUND);
  assertMayManageVenue(command.actor, state.clubId);
  return [{ type: 'TableRemoved', data: { tableId: state.tableId, clubId: state.clubId } }];
}

export type TableCommand = AddTable | ChangeTable | RemoveTable;

export function decideTable(command: TableCommand, state: TableState): TableEvent[] {
  switch (command.type) {
    case 'AddTable':
      return addTable(command, state);
    case 'ChangeTable':
      return changeTable(command, state);
    case 'RemoveTable':
      return removeTable(command, state);
    default:
      return assertNever(command);
  }
}

export const tableDecider: Decider<TableState, TableCommand, TableEvent> = {
  initialState: initialTableState,
  evolve: evolveTable,
  decide: decideTable,
};
