import { eventTypeLabel, type EventView } from '@izlazak/contracts';
import { CalendarIcon, ClockIcon, MapPinIcon, MusicIcon, TagIcon } from '../../../components/icons';
import { EventImage } from './event-image';
import { formatNight, priceLabel, timeLabel, weekdayName } from './event-format';
import '../events.css';
import { useLocale, useMessages } from '../../../lib/locale';
import { VenueText, venueText } from '../../../components/venue-text';

export type EventDetailsData = Pick<
  EventView,
  'title' | 'description' | 'club' | 'dateOfEvent' | 'dayOfTheWeek' | 'startTime' | 'endTime' | 'type' | 'location' | 'ticketPrice' | 'image' | 'smallImage' | 'performers'
> &
  Partial<Pick<EventView, 'titleEn' | 'descriptionEn'>>;

/** What an event says about itself, as the preview and the public detail show it; `eager` where its picture is what a page is first seen with. */
export function EventDetails({ event, eager = false }: { event: EventDetailsData; eager?: boolean }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <article className="event-details" aria-label={venueText(event.titleEn, event.title, locale).text}>
      <div className="event-details__media">
        <EventImage event={event} eager={eager} />
      </div>
      <VenueText as="h3" className="event-details__title" english={event.titleEn} serbian={event.title} />
      {event.club && <p className="event-details__club">{event.club}</p>}
      {event.performers.length > 0 && (
        <p className="event-details__performers">
          <span className="event-details__performers-label">{t('event.performers')}</span>
          {` ${event.performers.join(', ')}`}
        </p>
      )}
      <VenueText className="event-details__description" english={event.descriptionEn} serbian={event.description} />
      <dl className="event-details__facts">
        <div>
          <dt>
            <CalendarIcon size={16} /> {t('booking.date')}
          </dt>
          <dd>
            {weekdayName(event, locale)}, {formatNight(event.dateOfEvent)}
          </dd>
        </div>
        <div>
          <dt>
            <ClockIcon size={16} /> {t('event.time')}
          </dt>
          <dd>{timeLabel(event, locale)}</dd>
        </div>
        <div>
          <dt>
            <MusicIcon size={16} /> {t('event.type')}
          </dt>
          <dd>{eventTypeLabel(event.type, locale)}</dd>
        </div>
        {event.location && (
          <div>
            <dt>
              <MapPinIcon size={16} /> {t('event.location')}
            </dt>
            <dd>{event.location}</dd>
          </div>
        )}
        <div>
          <dt>
            <TagIcon size={16} /> {t('event.ticketPrice')}
          </dt>
          <dd className="fw-semibold">{priceLabel(event.ticketPrice, locale)}</dd>
        </div>
      </dl>
    </article>
  );
}
