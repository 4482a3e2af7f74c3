import { lazy, Suspense, useEffect, useState } from 'react';
import { TIMINGS, type EventView } from '@izlazak/contracts';
import { useEventReservation } from '../../../components/event-reservation-slot';
import { EventTickets } from '../../../components/event-tickets';
import { GuestListSignUps } from '../../../components/guest-list-sign-ups';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { PageDialog } from '../../../components/page-dialog';
import { EventDetails } from './event-details';
import { EventModalButtons } from './event-modal-buttons';
import { formatNight, timeLabel } from './event-format';
import { useLocale, useMessages } from '../../../lib/locale';
import { VenueText, venueText } from '../../../components/venue-text';

const loadModal = () => import('../../../components/modal');
// The booking step's forms come with react-bootstrap's modal; the detail needs neither.
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

type Step = 'detail' | 'reservation' | 'closed';

interface EventDetailModalProps {
  event: EventView | null;
  onClose: () => void;
}

/**
 * The public event modal: the detail with 'Rezerviši', which after 500 ms gives way to the
 * reservation form (the app's, see components/event-reservation-slot); closing either returns to the start.
 */
export function EventDetailModal({ event, onClose }: EventDetailModalProps) {
  const renderReservation = useEventReservation();
  const [step, setStep] = useState<Step>('detail');
  const t = useMessages();
  const locale = useLocale();
  const [shown, setShown] = useState(event);
  if (event && event !== shown) {
    setShown(event);
    setStep('detail');
  }
  // 'Rezerviši' closes the detail; the form opens once it has gone, unless the modal closed meanwhile.
  useEffect(() => {
    if (step !== 'closed') return;
    const switching = window.setTimeout(() => setStep('reservation'), TIMINGS.modalSwitchDelayMs);
    return () => window.clearTimeout(switching);
  }, [step]);

  function close() {
    setStep('detail');
    onClose();
  }

  function reserve() {
    void loadModal();
    setStep('closed');
  }

  const current = event ?? shown;
  return (
    <>
      <PageDialog
        show={Boolean(event) && step === 'detail'}
        title={current ? <VenueText as="span" english={current.titleEn} serbian={current.title} /> : t('event.untitled')}
        onClose={close}
        footer={current && <EventModalButtons onCancel={close} onReserve={reserve} calendarOf={current._id} />}
      >
        {current && <EventDetails event={current} />}
        {current && <EventTickets eventId={current._id} />}
        {current && <GuestListSignUps eventId={current._id} />}
      </PageDialog>
      {step === 'reservation' && (
        <Suspense fallback={null}>
          <Modal
            show={Boolean(event)}
            title={current ? t('event.bookingOf', { title: venueText(current.titleEn, current.title, locale).text }) : t('event.booking')}
            onClose={close}
          >
            {current && (
              <div className="event-reservation" data-testid="event-reservation">
                {renderReservation?.(current, close)}
                <EventVenueContact event={current} direct={!renderReservation} />
              </div>
            )}
          </Modal>
        </Suspense>
      )}
    </>
  );
}

/** How to reach the venue: the whole step where no form is offered, a footnote under the form otherwise. */
function EventVenueContact({ event, direct }: { event: EventView; direct: boolean }) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <>
      {direct && (
        <p className="mb-2">
          <VenueText as="strong" english={event.titleEn} serbian={event.title} /> · {event.club}
          <br />
          {formatNight(event.dateOfEvent)}, {timeLabel(event, locale)}
        </p>
      )}
      <p className={`text-body-secondary ${direct ? '' : 'small mt-4 mb-1'}`}>{direct ? t('event.bookDirectly') : t('event.questions')}</p>
      <ul className="list-unstyled mb-0 event-reservation__contact">
        {event.clubPhone && (
          <li>
            <PhoneIcon size={16} className="me-2" />
            <a href={`tel:${event.clubPhone.replace(/\s+/g, '')}`}>{event.clubPhone}</a>
          </li>
        )}
        {event.clubEmail && (
          <li>
            <MailIcon size={16} className="me-2" />
            <a href={`mailto:${event.clubEmail}`}>{event.clubEmail}</a>
          </li>
        )}
        {!event.clubPhone && !event.clubEmail && <li>{event.location}</li>}
      </ul>
    </>
  );
}
