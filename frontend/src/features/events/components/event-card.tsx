import { eventTypeLabel, type EventView } from '@izlazak/contracts';
import { ClockIcon, MapPinIcon } from '../../../components/icons';
import { EventImage } from './event-image';
import { formatNight, priceLabel, timeLabel, weekdayName } from './event-format';
import '../events.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocale } from '../../../lib/locale';
import { VenueText } from '../../../components/venue-text';

/** An event in a grid: picture, night, title, venue, time and price; opens the event's detail. */
export function EventCard({ event, onOpen, eager = false }: { event: EventView; onOpen: (event: EventView) => void; eager?: boolean }) {
  // Opens once the page is hydrated: a click before would be lost.
  const hydrated = useHydrated();
  const locale = useLocale();
  return (
    <button type="button" className="event-card" onClick={() => onOpen(event)} disabled={!hydrated} data-testid="event-card">
      <div className="event-card__media">
        <EventImage event={event} small eager={eager} />
        <span className="event-card__date">
          <span>{weekdayName(event, locale)}</span>
          <strong>{formatNight(event.dateOfEvent)}</strong>
        </span>
      </div>
      <div className="event-card__body">
        <span className="event-card__type">{eventTypeLabel(event.type, locale)}</span>
        <VenueText as="h3" className="event-card__title" english={event.titleEn} serbian={event.title} />
        <div className="event-card__meta">
          <MapPinIcon size={14} />
          <span>{event.club}</span>
        </div>
        <div className="event-card__meta">
          <ClockIcon size={14} />
          <span>{timeLabel(event, locale)}</span>
          <span className="event-card__price">{priceLabel(event.ticketPrice, locale)}</span>
        </div>
      </div>
    </button>
  );
}
