import { Link } from 'react-router-dom';
import type { TicketView } from '@izlazak/contracts';
import { ticketPathOf, ticketQrOf } from '../../../api/ticket-api';
import { useMessages } from '../../../lib/locale';

/** One ticket of an order: its QR (the server's picture of its code, as in the mail), tier and holder, and its own page. */
export function TicketCard({ ticket, number }: { ticket: TicketView; number: number }) {
  const t = useMessages();
  const holder = `${ticket.holder.firstName} ${ticket.holder.lastName}`;
  return (
    <article className="ticket-card" aria-label={t('tickets.ticketNumber', { number })} data-testid="ticket-card">
      {ticket.status === 'valid' ? (
        <img className="ticket-card__qr" src={ticketQrOf(ticket.code)} alt={t('tickets.qrAlt', { tier: ticket.tierName, holder })} width={246} height={246} />
      ) : (
        <p className="ticket-card__gone">{t(ticket.status === 'transferred' ? 'tickets.transferred' : ticket.status === 'refunded' ? 'tickets.refunded' : 'tickets.admitted')}</p>
      )}
      <div>
        <div className="fw-semibold">{t('tickets.ticketNumber', { number })}</div>
        <div>
          {ticket.tierName} · {holder}
        </div>
        {ticket.status === 'valid' && <Link to={ticketPathOf(ticket.code)}>{t('tickets.openTicket')}</Link>}
      </div>
    </article>
  );
}
