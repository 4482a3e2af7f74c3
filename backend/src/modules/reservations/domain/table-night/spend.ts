import { RESERVATION_MESSAGES as MESSAGES, REPORT_MESSAGES, MAX_SPEND, spentItemsTotal, type SpentItem } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { badRequest, conflict, forbidden } from '#platform/commands/domain-errors';
import { runsVenue } from './access';
import type { RecordedSpend, TableNightEvent } from './events';
import { current, next } from './kept-reservation';
import type { TableNightState } from './state';

// The spend ('Potrošnja'; the reports module runs it)

/** A line of the spend as sent, with the menu item it names as the menu read model has it now (null: no such item). */
export interface SpendLine {
  itemId: string;
  quantity: number;
  onMenu: { clubId: string; name: string; price: number } | null;
}

/**
 * 'Potrošnja': what the table spent, recorded by the venue once the guests came (or for a confirmed
 * reservation the door did not mark), from the night on: an amount, or items of the venue's menu
 * whose total is the amount. The same spend again changes nothing; another corrects it.
 */
export interface RecordSpend {
  type: 'RecordSpend';
  actor: Actor;
  reservationId: string;
  amount?: number;
  items?: SpendLine[];
  byName: string;
  at: string;
  tonight: string;
}

export function recordSpend(command: RecordSpend, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const items = spentItems(command.items ?? [], reservation.clubId);
  const amount = spendAmount(command.amount, items);
  if (reservation.status !== 'Arrived' && reservation.status !== 'Complete') throw conflict(REPORT_MESSAGES.notServed, 'status');
  if (reservation.night > command.tonight) throw conflict(MESSAGES.notYet, 'date');
  if (reservation.spend?.amount === amount && sameItems(reservation.spend.items ?? [], items)) return [];
  const { byName, at } = command;
  const spend: RecordedSpend = { amount, ...(items.length > 0 ? { items } : {}), at, byUserId: command.actor === 'anonymous' ? '' : command.actor.userId, byName };
  return [{ type: 'ReservationSpendRecorded', data: { reservation: next(reservation, { spend }), amount, byName } }];
}

/** The lines priced as the venue's menu has them now; an item not on this venue's menu is the form's mistake. */
function spentItems(lines: SpendLine[], clubId: string): SpentItem[] {
  return lines.map(({ itemId, quantity, onMenu }, index) => {
    if (onMenu?.clubId !== clubId) throw badRequest(REPORT_MESSAGES.itemId, `items.${index}.itemId`);
    return { itemId, name: onMenu.name, price: onMenu.price, quantity };
  });
}

/** With items the spend is their total (an amount sent too must say the same); without, the amount sent. */
function spendAmount(amount: number | undefined, items: SpentItem[]): number {
  if (items.length === 0) {
    if (amount === undefined) throw badRequest(REPORT_MESSAGES.amount, 'amount');
    return amount;
  }
  const total = spentItemsTotal(items);
  if (total > MAX_SPEND) throw badRequest(REPORT_MESSAGES.amount, 'items');
  if (amount !== undefined && amount !== total) throw badRequest(REPORT_MESSAGES.amountNotItems(total), 'amount');
  return total;
}

const sameItems = (before: SpentItem[], after: SpentItem[]) =>
  before.length === after.length &&
  before.every(
    (item, index) => item.itemId === after[index].itemId && item.name === after[index].name && item.price === after[index].price && item.quantity === after[index].quantity,
  );
