import type { EventView } from '@izlazak/contracts';
import defaultImage from '../assets/event-default.svg';

/** The event's picture, or the default one when it has none. */
export function EventImage({ event, small = false, className }: { event: Pick<EventView, 'image' | 'smallImage'>; small?: boolean; className?: string }) {
  const source = (small ? event.smallImage : event.image) ?? event.image ?? defaultImage;
  return <img src={source} alt="" loading="lazy" className={className} data-default-image={source === defaultImage || undefined} />;
}
