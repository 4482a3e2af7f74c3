import { ATTENDANCE_LABELS } from '@izlazak/contracts';
import { awaited, guestName, type DoorGuest } from '../door-night';
import { doorStatusText, personsText } from '../door-format';

interface GuestListProps {
  guests: readonly DoorGuest[];
  loaded: boolean;
  searching: boolean;
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

/** Tonight's guests, one big row each: table, name, how many, and where they stand. */
export function GuestList({ guests, loaded, searching, onOpen }: GuestListProps) {
  if (!loaded) return <p className="door-empty">Učitavanje spiska…</p>;
  if (guests.length === 0) {
    return <p className="door-empty">{searching ? 'Niko na spisku ne odgovara pretrazi.' : 'Za večeras nema rezervacija.'}</p>;
  }
  return (
    <ul className="door-guests list-unstyled" aria-label="Večerašnji gosti">
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
                {personsText(guest.persons)}
                {guest.uniqueId && ` · ${guest.uniqueId}`}
                {guest.walkIn && ' · bez rezervacije'}
                {guest.guest?.tags.length ? ` · ${guest.guest.tags.join(', ')}` : ''}
              </span>
              {awaited(guest) && (guest.attendance === 'confirmed' || guest.attendance === 'unconfirmed') && (
                <span className={`door-guest__attendance door-guest__attendance--${guest.attendance}`} data-testid="door-guest-attendance">
                  {ATTENDANCE_LABELS[guest.attendance]}
                </span>
              )}
            </span>
            <span className="door-guest__status" data-testid="door-guest-status">
              {doorStatusText(guest)}
              {guest.pending && <span className="door-guest__pending"> · čeka slanje</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
