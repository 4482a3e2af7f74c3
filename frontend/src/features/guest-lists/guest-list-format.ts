import type { GuestListView } from '@izlazak/contracts';
import type { MessageId, MessageValues } from '@izlazak/contracts';

export { belgradeClockTime, formatNight } from '@izlazak/contracts';

type Say = (id: MessageId, values?: MessageValues) => string;

/** What a list gives, as a guest reads it: its text, and its price unless it is free. */
export function benefitOf(list: Pick<GuestListView, 'benefit' | 'price'>, t: Say): string {
  const price = list.price > 0 ? t('guestLists.price', { price: list.price }) : t('guestLists.free');
  if (!list.benefit) return price;
  return list.price > 0 ? `${list.benefit} · ${price}` : list.benefit;
}
