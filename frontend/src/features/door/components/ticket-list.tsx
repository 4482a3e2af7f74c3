import { useMessages } from '../../../lib/locale';
import { belgradeTime } from '../door-night';
import { holderName, type DoorTicket } from '../door-tickets';

interface TicketListProps {
  tickets: readonly DoorTicket[];
  onOpen: (ticket: DoorTicket) => void;
}

/** Tonight's tickets a search found, under the reservations and the list: 'Ulaznica', the holder, the tier, whether they are in. */
export function TicketList({ tickets, onOpen }: TicketListProps) {
  const t = useMessages();
  if (tickets.length === 0) return null;
  return (
    <ul className="door-guests door-guests--list list-unstyled" aria-label={t('door.ticket.listLabel')}>
      {tickets.map((ticket) => (
        <li key={ticket._id}>
          <button type="button" className={`door-guest door-guest--${ticket.admittedAt ? 'in is-done' : 'expected'}`} onClick={() => onOpen(ticket)} data-testid="door-ticket">
            <span className="door-guest__table door-guest__table--list">{t('door.ticket.badge')}</span>
            <span className="door-guest__who">
              <span className="door-guest__name">{holderName(ticket)}</span>
              <span className="door-guest__meta">{ticket.tierName}</span>
            </span>
            <span className="door-guest__status">
              {ticket.admittedAt ? t('door.ticket.in', { time: belgradeTime(ticket.admittedAt) }) : t('door.ticket.valid')}
              {ticket.pending && <span className="door-guest__pending"> · {t('door.list.pending')}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
