/**
 * What the tables list asks reservations, which sit above venues: which of a venue's tables a
 * reservation holds on a night, so the list can say which are free (GET …/tables?date=). The
 * reservations feature implements it (its manifest's `ports`), from its read model.
 */
export interface HeldTables {
  /** The ids among `tableIds` that a reservation holds on `night` (YYYY-MM-DD). */
  heldOn(night: string, tableIds: readonly string[]): Promise<ReadonlySet<string>>;
}

export const HELD_TABLES = Symbol('HeldTables');
