import { RESERVATION_STATUS_LABELS, type ReservationStatus, t } from '@izlazak/contracts';
// Types only: the drawing itself stays in its own chunk.
import type { FloorLegendEntry, FloorTableLook } from './floor-plan';

/** Who holds a table, as the venue's screens show it. */
export interface TableHolder {
  firstName: string;
  lastName: string;
  persons: number;
  status: string;
  /** The venue's guest-book tags ('VIP'): written on the table first. */
  tags?: string[];
}

/** What the venue's colours mean, in the words its reservations' statuses use everywhere else. */
export const VENUE_LEGEND: readonly FloorLegendEntry[] = [
  { tone: 'free', label: 'Slobodan' },
  { tone: 'pending', label: `${RESERVATION_STATUS_LABELS.Pending} / ${RESERVATION_STATUS_LABELS.AwaitingPayment.toLowerCase()}` },
  { tone: 'confirmed', label: RESERVATION_STATUS_LABELS.Complete },
  { tone: 'arrived', label: RESERVATION_STATUS_LABELS.Arrived },
];

const TONES: Partial<Record<string, FloorTableLook['tone']>> = { Complete: 'confirmed', Arrived: 'arrived' };

/**
 * What the venue sees of a table at a moment of a night (Rezervacije → Raspored live, the history's
 * replay): free, or whose it is and how it stands (na čekanju or awaiting its deposit, potvrđeno,
 * the guests arrived), with the guest's name on the table.
 */
export function venueLook(table: { state: 'free' | 'taken'; reservation?: TableHolder | null }): FloorTableLook {
  const held = table.reservation;
  if (!held) return table.state === 'taken' ? { tone: 'taken', stateText: 'zauzet', pickable: false } : { tone: 'free', stateText: 'slobodan', pickable: true };
  const guest = `${held.firstName} ${held.lastName}`.trim();
  const status = RESERVATION_STATUS_LABELS[held.status as ReservationStatus] ?? held.status;
  const tags = held.tags?.length ? `${held.tags.join(', ')} · ` : '';
  return {
    tone: TONES[held.status] ?? 'pending',
    stateText: `${status.toLowerCase()}: ${tags}${guest}, ${t('persons.count', { count: held.persons })}`,
    detail: `${held.tags?.[0] ? `${held.tags[0]} · ` : ''}${held.firstName} ${held.lastName.slice(0, 1)}${held.lastName ? '.' : ''} · ${held.persons}`,
    pickable: true,
  };
}
