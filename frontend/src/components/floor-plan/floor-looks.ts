import { DEFAULT_LOCALE, guestTagLabel, t, type Locale } from '@izlazak/contracts';
import { statusText } from '../reservation-status-text';
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
export const venueLegend = (locale: Locale = DEFAULT_LOCALE): readonly FloorLegendEntry[] => [
  { tone: 'free', label: t('floor.venue.free', undefined, locale) },
  { tone: 'pending', label: t('floor.venue.pendingOrAwaiting', undefined, locale) },
  { tone: 'confirmed', label: statusText('Complete', locale) },
  { tone: 'arrived', label: statusText('Arrived', locale) },
];

const TONES: Partial<Record<string, FloorTableLook['tone']>> = { Complete: 'confirmed', Arrived: 'arrived' };

/**
 * What the venue sees of a table at a moment of a night (Rezervacije → Raspored live, the history's
 * replay): free, or whose it is and how it stands (na čekanju or awaiting its deposit, potvrđeno,
 * the guests arrived), with the guest's name on the table.
 */
export function venueLook(table: { state: 'free' | 'taken'; reservation?: TableHolder | null }, locale: Locale = DEFAULT_LOCALE): FloorTableLook {
  const held = table.reservation;
  if (!held)
    return table.state === 'taken'
      ? { tone: 'taken', stateText: t('floor.venue.takenState', undefined, locale), pickable: false }
      : { tone: 'free', stateText: t('floor.venue.freeState', undefined, locale), pickable: true };
  const guest = `${held.firstName} ${held.lastName}`.trim();
  const status = statusText(held.status, locale);
  const tags = held.tags?.length ? `${held.tags.map((tag) => guestTagLabel(tag, locale)).join(', ')} · ` : '';
  return {
    tone: TONES[held.status] ?? 'pending',
    stateText: `${status.toLocaleLowerCase(locale)}: ${tags}${guest}, ${t('persons.count', { count: held.persons }, locale)}`,
    detail: `${held.tags?.[0] ? `${guestTagLabel(held.tags[0], locale)} · ` : ''}${held.firstName} ${held.lastName.slice(0, 1)}${held.lastName ? '.' : ''} · ${held.persons}`,
    pickable: true,
  };
}
