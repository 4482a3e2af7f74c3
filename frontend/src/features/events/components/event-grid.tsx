import type { ReactNode } from 'react';
import type { EventView } from '@izlazak/contracts';
import { MusicIcon } from '../../../components/icons';
import { SkeletonCards } from '../../../components/skeleton-cards';
import { EventCard } from './event-card';

export const EVENT_CARD_COLUMNS = 'col-12 col-sm-6 col-lg-4 col-xl-3';

interface EventGridProps {
  events: EventView[] | undefined;
  loading: boolean;
  /** How many skeleton cards stand in while loading. */
  skeletons: number;
  onOpen: (event: EventView) => void;
  empty: ReactNode;
  label: string;
  /** How many first cards load their picture at once (the top of a page); the rest when scrolled to. */
  eager?: number;
}

/** Event cards in a grid, skeleton cards while they load, a short note when there are none. */
export function EventGrid({ events, loading, skeletons, onOpen, empty, label, eager = 0 }: EventGridProps) {
  if (loading) return <SkeletonCards count={skeletons} columnClassName={EVENT_CARD_COLUMNS} />;
  if (!events?.length) {
    return (
      <div className="event-empty">
        <MusicIcon size={32} />
        <div>{empty}</div>
      </div>
    );
  }
  return (
    <ul className="row g-4 list-unstyled mb-0" aria-label={label}>
      {events.map((event, index) => (
        <li key={event._id} className={EVENT_CARD_COLUMNS}>
          <EventCard event={event} onOpen={onOpen} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
