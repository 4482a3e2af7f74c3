import { lazy, useState, type ComponentProps } from 'react';
import { LoadWhenOpen } from '../../../components/load-when-open';
import { useHydrated } from '../../../lib/use-hydrated';
import { EventDetailFirstPaint } from './event-detail-first-paint';

const EventDetailModal = lazy(() => import('./event-detail-modal').then((module) => ({ default: module.EventDetailModal })));

/**
 * The public event modal, whose code (and the modal library's) loads when a visitor first opens an
 * event. A page that arrives with an event open (/event/{id}, rendered on the server) shows its
 * detail in the modal's markup until the modal takes over, which then appears at once.
 */
export function LazyEventDetailModal({ event, onClose }: ComponentProps<typeof EventDetailModal>) {
  const hydrated = useHydrated();
  const [arrivedOpen] = useState(!hydrated && event !== null);
  return (
    <LoadWhenOpen open={event !== null} fallback={arrivedOpen && event && <EventDetailFirstPaint event={event} />}>
      <EventDetailModal event={event} onClose={onClose} />
    </LoadWhenOpen>
  );
}
