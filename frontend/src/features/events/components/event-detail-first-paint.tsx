import { useId } from 'react';
import type { EventView } from '@izlazak/contracts';
import { GuestListSignUps } from '../../../components/guest-list-sign-ups';
import { EventDetails } from './event-details';
import { EventModalButtons } from './event-modal-buttons';
import { useMessages } from '../../../lib/locale';
import { VenueText } from '../../../components/venue-text';

const nothing = () => {};

/**
 * The event's detail as its own address (/event/{id}) is first seen: rendered on the server, in
 * the markup of the modal that takes over once the page is hydrated and the modal's code has
 * loaded (lazy-event-detail-modal.tsx), so the picture and the facts paint from the HTML. Its
 * buttons wait for that modal; the calendar link works at once.
 */
export function EventDetailFirstPaint({ event }: { event: EventView }) {
  const titleId = useId();
  const t = useMessages();
  return (
    <>
      <div className="modal-backdrop fade show" />
      <div className="modal fade show d-block" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-dialog">
          <div className="modal-content">
            <div className="modal-header">
              <VenueText as="h2" className="h5 mb-0 modal-title" id={titleId} english={event.titleEn} serbian={event.title} />
              <button type="button" className="btn-close" aria-label={t('site.close')} disabled />
            </div>
            <div className="modal-body">
              <EventDetails event={event} eager />
              <GuestListSignUps eventId={event._id} />
            </div>
            <div className="modal-footer">
              <EventModalButtons disabled onCancel={nothing} onReserve={nothing} calendarOf={event._id} />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
