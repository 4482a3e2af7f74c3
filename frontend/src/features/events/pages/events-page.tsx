import { PAGE_SIZES } from '@izlazak/contracts';
import { PageHeader } from '../../../components/page-header';
import { LazyEventDetailModal } from '../components/lazy-event-detail-modal';
import { useEventInAddress } from '../components/event-detail-route';
import { EventsBrowser } from '../components/events-browser';
import '../events.css';

/** Serves /events, /event and /event/{id} (the list with that event's detail open). */
export function EventsPage() {
  const { event, open, close, notFound } = useEventInAddress('/events');
  return (
    <>
      <PageHeader eyebrow="Događaji" title="Pronađi događaj za izlazak" subtitle="Žurke, koncerti i nastupi u gradu, po danu i vrsti." />
      <div className="container py-5">
        {notFound && (
          <div className="alert alert-warning" role="alert">
            Događaj nije pronađen.
          </div>
        )}
        <EventsBrowser pageSize={PAGE_SIZES.publicEvents} onOpen={(event) => void open(event)} eagerPictures={event ? 0 : 2} />
      </div>
      <LazyEventDetailModal event={event} onClose={() => void close()} />
    </>
  );
}
