import Button from 'react-bootstrap/Button';
import { CalendarIcon } from '../../../components/icons';
import { eventCalendarUrl } from '../api';
import { useMessages } from '../../../lib/locale';

interface EventModalButtonsProps {
  onCancel: () => void;
  onReserve?: () => void;
  /** The event whose 'Dodaj u kalendar' link goes first. */
  calendarOf?: string;
  disabled?: boolean;
}

/** 'Odustani' and 'Rezerviši'; the preview of the dashboard leaves 'Rezerviši' out. */
export function EventModalButtons({ onCancel, onReserve, calendarOf, disabled }: EventModalButtonsProps) {
  const t = useMessages();
  return (
    <div className="event-modal-buttons">
      {calendarOf && (
        <a className="btn btn-outline-primary" href={eventCalendarUrl(calendarOf)} download>
          <CalendarIcon size={16} className="me-1" />
          {t('event.addToCalendar')}
        </a>
      )}
      <Button variant="outline-secondary" onClick={onCancel} disabled={disabled}>
        {t('event.cancel')}
      </Button>
      {onReserve && (
        <Button variant="primary" onClick={onReserve} disabled={disabled}>
          {t('venue.reserve')}
        </Button>
      )}
    </div>
  );
}
