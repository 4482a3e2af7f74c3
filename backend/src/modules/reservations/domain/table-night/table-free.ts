import { RESERVATION_MESSAGES as MESSAGES } from '@izlazak/contracts';
import { conflict } from '#platform/commands/domain-errors';
import { belgradeTime } from '../../reservation-formatting';
import type { Reservation } from './events';
import { activeReservation, type TableNightState } from './state';

export function assertTableFree(state: TableNightState, reservationId: string, namesHolder = false): void {
  const holder = activeReservation(state);
  if (holder && holder.reservationId !== reservationId) throw conflict(namesHolder ? heldBy(holder) : MESSAGES.tableTaken, 'tableId');
}

/** Who holds the table, for the venue's own people: the guest, and the deposit's deadline while it is due. */
function heldBy(holder: Reservation): string {
  const guest = `${holder.firstName} ${holder.lastName}`.trim();
  const until = holder.status === 'AwaitingPayment' && holder.deposit?.state === 'due' ? belgradeTime(holder.deposit.dueAt) : undefined;
  return MESSAGES.tableHeldBy({ table: holder.tableName, guest, status: holder.status, until });
}

/** A hold not yet ended keeps the table for its offer: a move or a returning guest waits for it to end. */
export function assertNotHeld(state: TableNightState): void {
  if (state.hold) throw conflict(MESSAGES.tableTaken, 'tableId');
}
