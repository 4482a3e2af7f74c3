import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventView } from '@izlazak/contracts';
import { useMessages } from '../../../lib/locale';
import { useListEventsQuery } from '../api';
import { EventGrid } from './event-grid';
import { LazyEventDetailModal } from './lazy-event-detail-modal';
import '../events.css';

/** How many of its coming events a venue's home shows; the rest are on its events page. */
const NEXT_EVENTS = 3;

/** A venue's next events, by start, on its home; nothing while it has none announced. */
export function VenueNextEvents({ clubId }: { clubId: string }) {
  const [open, setOpen] = useState<EventView | null>(null);
  const t = useMessages();
  const { currentData, isFetching } = useListEventsQuery({ page: 1, size: NEXT_EVENTS, clubId });
  if (currentData && currentData.data.length === 0) return null;
  const title = t('venue.nextEvents.title');
  return (
    <section className="container pb-5" aria-labelledby="venue-next-events-title">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h2 className="venue-section-title mb-0" id="venue-next-events-title">
          {title}
        </h2>
        <Link to="events" className="venue-panel__link">
          {t('venue.nextEvents.all')}
        </Link>
      </div>
      <EventGrid events={currentData?.data} loading={isFetching && !currentData} skeletons={NEXT_EVENTS} onOpen={setOpen} label={title} empty={null} />
      <LazyEventDetailModal event={open} onClose={() => setOpen(null)} />
    </section>
  );
}
