import { lazy, type ComponentProps } from 'react';
import { LoadWhenOpen } from '../../../components/load-when-open';

const EventDetailModal = lazy(() => import('./event-detail-modal').then((module) => ({ default: module.EventDetailModal })));

/** The public event modal, whose code (and the modal library's) loads when a visitor first opens an event. */
export function LazyEventDetailModal(props: ComponentProps<typeof EventDetailModal>) {
  return (
    <LoadWhenOpen open={props.event !== null}>
      <EventDetailModal {...props} />
    </LoadWhenOpen>
  );
}
