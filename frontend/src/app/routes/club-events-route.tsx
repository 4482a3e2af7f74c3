import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PAGE_SIZES, type EventView } from '@izlazak/contracts';
import { LazyEventDetailModal } from '../../features/events/components/lazy-event-detail-modal';
import { EventsBrowser } from '../../features/events/components/events-browser';
import { useGetVenueQuery } from '../../features/venues/api';
import { useMessages } from '../../lib/locale';

/** A venue's events page: 'Pronađi događaj za izlazak' for that venue's events, 10 per page. */
export function ClubEventsRoute() {
  const { id = '' } = useParams();
  const { currentData: venue } = useGetVenueQuery(id, { skip: !id });
  const [open, setOpen] = useState<EventView | null>(null);
  const t = useMessages();
  return (
    <div className="container py-5">
      <h1 className="venue-section-title mb-1">{t('events.title')}</h1>
      {venue && <p className="text-body-secondary mb-4">{t('venuePage.events', { name: venue.name })}</p>}
      <EventsBrowser clubId={id} pageSize={PAGE_SIZES.venuePageEvents} onOpen={setOpen} />
      <LazyEventDetailModal event={open} onClose={() => setOpen(null)} />
    </div>
  );
}
