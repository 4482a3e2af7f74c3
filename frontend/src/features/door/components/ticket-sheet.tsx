import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { Fact } from '../../../components/fact';
import { useLocale, useMessages } from '../../../lib/locale';
import { doubleEntryTexts, holderName, whyTicketNotIn, type DoorTicket } from '../door-tickets';
import { DoorSheet } from './door-sheet';

interface TicketSheetProps {
  ticket: DoorTicket | null;
  onClose: () => void;
  onAdmit: (ticket: DoorTicket) => void;
}

/** A ticket at the door: its holder, tier and event; 'Pusti unutra' with one tap, or when and by whom it was used. */
export function TicketSheet({ ticket, onClose, onAdmit }: TicketSheetProps) {
  const shown = useKeptWhileClosing(ticket !== null, ticket);
  return (
    <DoorSheet show={ticket !== null} title={shown ? holderName(shown) : ''} onClose={onClose}>
      {shown && <TicketSheetBody key={shown._id} ticket={shown} onAdmit={onAdmit} />}
    </DoorSheet>
  );
}

function TicketSheetBody({ ticket, onAdmit }: { ticket: DoorTicket; onAdmit: TicketSheetProps['onAdmit'] }) {
  const t = useMessages();
  const locale = useLocale();
  const refused = whyTicketNotIn(ticket, locale);
  const doubles = doubleEntryTexts(ticket, locale);
  return (
    <div className="door-guest-sheet" data-testid="door-ticket-sheet">
      <dl className="door-facts">
        <Fact term={t('door.ticket.tier')} className="door-facts__big">
          {ticket.tierName}
        </Fact>
        {ticket.eventTitle && <Fact term={t('door.ticket.event')}>{ticket.eventTitle}</Fact>}
      </dl>
      {refused ? (
        <div className={`door-verdict ${ticket.admittedAt ? 'door-verdict--in' : 'door-verdict--off'}`} role="status" data-testid="door-verdict">
          <strong>{refused}</strong>
          {ticket.pending && <span>{t('door.guest.pending')}</span>}
        </div>
      ) : (
        <button type="button" className="door-button door-button--go" onClick={() => onAdmit(ticket)}>
          {t('door.ticket.admit')}
        </button>
      )}
      {doubles.length > 0 && (
        <ul className="door-verdict door-verdict--off list-unstyled mt-3" data-testid="door-ticket-double">
          {doubles.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
