import { guestTagLabel, type MessageId, type ReservationAttendance } from '@izlazak/contracts';
import { useLocale, useMessages } from '../../../lib/locale';
import { awaited, guestName, type DoorGuest } from '../door-night';
import { doorStatusText, personsText } from '../door-format';

interface GuestListProps {
  guests: readonly DoorGuest[];
  loaded: boolean;
  searching: boolean;
  /** The search found names on tonight's guest list (listed under this): no 'nobody matches'. */
  alsoFound?: boolean;
  onOpen: (guest: DoorGuest) => void;
}

/** Statuses the door does not act on (any added later among them) read as done. */
const TONES: Partial<Record<DoorGuest['status'], string>> = {
  Pending: 'waiting',
  Complete: 'expected',
  Arrived: 'in',
  NoShow: 'off',
  Cancelled: 'off',
  Rejected: 'off',
};

const ATTENDANCE: Partial<Record<ReservationAttendance, MessageId>> = { confirmed: 'door.attendance.confirmed', unconfirmed: 'door.attendance.unconfirmed' };

/** Tonight's guests, one big row each: table, name, how many, and where they stand. */
export function GuestList({ guests, loaded, searching, alsoFound = false, onOpen }: GuestListProps) {
  const t = useMessages();
  const locale = useLocale();
  if (!loaded) return <p className="door-empty">{t('door.list.loading')}</p>;
  if (guests.length === 0) {
    if (alsoFound) return null;
    return <p className="door-empty">{searching ? t('door.list.noMatch') : t('door.list.empty')}</p>;
  }
  return (
    <ul className="door-guests list-unstyled" aria-label={t('door.list.label')}>
      {guests.map((guest) => (
        <li key={guest._id}>
          <button
            type="button"
            className={`door-guest door-guest--${TONES[guest.status] ?? 'off'} ${awaited(guest) ? '' : 'is-done'}`}
            onClick={() => onOpen(guest)}
            data-testid="door-guest"
          >
            <span className="door-guest__table">{guest.tableName}</span>
            <span className="door-guest__who">
              <span className="door-guest__name">{guestName(guest)}</span>
              <span className="door-guest__meta">
                {personsText(guest.persons, locale)}
                {guest.uniqueId && ` · ${guest.uniqueId}`}
                {guest.walkIn && ` · ${t('door.list.walkIn')}`}
                {guest.guest?.tags.length ? ` · ${guest.guest.tags.map((tag) => guestTagLabel(tag, locale)).join(', ')}` : ''}
              </span>
              {awaited(guest) && <AttendanceMark attendance={guest.attendance} />}
            </span>
            <span className="door-guest__status" data-testid="door-guest-status">
              {doorStatusText(guest, locale)}
              {guest.pending && <span className="door-guest__pending"> · {t('door.list.pending')}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Whether an awaited guest answered the night's reminder: 'Potvrdio dolazak' or 'Nije potvrdio'. */
function AttendanceMark({ attendance }: { attendance?: ReservationAttendance | null }) {
  const t = useMessages();
  const said = attendance ? ATTENDANCE[attendance] : undefined;
  if (!said) return null;
  return (
    <span className={`door-guest__attendance door-guest__attendance--${attendance}`} data-testid="door-guest-attendance">
      {t(said)}
    </span>
  );
}
