import type { EventView } from '@izlazak/contracts';
import defaultImage from '../assets/event-default.svg';

/** The event's picture, or the default one when it has none; `eager` at the top of a page, where it is seen first. */
export function EventImage({
  event,
  small = false,
  eager = false,
  className,
}: {
  event: Pick<EventView, 'image' | 'smallImage'>;
  small?: boolean;
  eager?: boolean;
  className?: string;
}) {
  const source = (small ? event.smallImage : event.image) ?? event.image ?? defaultImage;
  return (
    <img
      src={source}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={className}
      data-default-image={source === defaultImage || undefined}
    />
  );
}
