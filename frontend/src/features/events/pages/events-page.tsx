import { PAGE_SIZES } from '@izlazak/contracts';
import { PageHeader } from '../../../components/page-header';
import { LazyEventDetailModal } from '../components/lazy-event-detail-modal';
import { useEventInAddress } from '../components/event-detail-route';
import { EventsBrowser } from '../components/events-browser';
import '../events.css';
import { useMessages } from '../../../lib/locale';

/** Serves /events, /event and /event/{id} (the list with that event's detail open). */
export function EventsPage() {
  const { event, open, close, notFound } = useEventInAddress('/events');
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t('nav.events')} title={t('events.title')} subtitle={t('events.subtitle')} />
      <div className="container py-5">
        {notFound && (
          <div className="alert alert-warning" role="alert">
            {t('events.notFound')}
          </div>
        )}
        <EventsBrowser pageSize={PAGE_SIZES.publicEvents} onOpen={(event) => void open(event)} eagerPictures={event ? 0 : 2} />
      </div>
      <LazyEventDetailModal event={event} onClose={() => void close()} />
    </>
  );
}
