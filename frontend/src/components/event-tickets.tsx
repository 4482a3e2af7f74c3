import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { formatAmount, type MessageId, type TicketTierState, type TicketTierView } from '@izlazak/contracts';
import { useGetEventTicketsQuery } from '../api/ticket-api';
import { formatBelgradeDateTime } from '../lib/belgrade-time';
import { useLocale, useMessages } from '../lib/locale';
import { TagIcon } from './icons';
import './event-tickets.css';

const BuyForm = lazy(() => import('./event-ticket-forms').then((forms) => ({ default: forms.BuyForm })));
const WaitForm = lazy(() => import('./event-ticket-forms').then((forms) => ({ default: forms.WaitForm })));

const STATE_MESSAGES: Record<TicketTierState, MessageId> = {
  onSale: 'tickets.state.onSale',
  soldOut: 'tickets.state.soldOut',
  notYet: 'tickets.state.notYet',
  ended: 'tickets.state.ended',
};

/**
 * 'Ulaznice' on an event's public detail: each tier with its price in RSD and its state (on sale,
 * sold out, not yet, ended), and for a tier on sale 'Kupi', which opens the buy form under it (how
 * many, name, e-mail, phone) and goes to the order's page once placed; for a sold-out tier 'Obavesti me',
 * the same form for a place in its line (tickets that come back are offered by mail). Nothing when the
 * event sells none.
 */
export function EventTickets({ eventId }: { eventId: string }) {
  const t = useMessages();
  const { data } = useGetEventTicketsQuery(eventId);
  const [opened, setOpened] = useState<string | null>(null);
  const tiers = data?.tiers ?? [];
  if (tiers.length === 0) return null;
  return (
    <section className="event-tickets" aria-label={t('tickets.title')} data-testid="event-tickets">
      <h3 className="event-tickets__title">
        <TagIcon size={18} /> {t('tickets.title')}
      </h3>
      <ul className="event-tickets__tiers">
        {tiers.map((tier) => (
          <Tier key={tier._id} tier={tier} open={opened === tier._id} onToggle={() => setOpened(opened === tier._id ? null : tier._id)} eventId={eventId} />
        ))}
      </ul>
    </section>
  );
}

function Tier({ tier, open, onToggle, eventId }: { tier: TicketTierView; open: boolean; onToggle: () => void; eventId: string }) {
  const t = useMessages();
  const locale = useLocale();
  const price = tier.price > 0 ? formatAmount(tier.price, locale) : t('tickets.free');
  const note =
    tier.state === 'notYet' && tier.salesStart
      ? t('tickets.opensAt', { time: formatBelgradeDateTime(tier.salesStart) })
      : tier.state === 'notYet' && tier.opensAfter
        ? t('tickets.opensAfterSoldOut')
        : tier.state === 'onSale' && tier.available <= 10
          ? t('tickets.fewLeft', { count: tier.available })
          : null;
  return (
    <li className="event-tickets__tier" data-testid="ticket-tier">
      <div className="event-tickets__row">
        <div>
          <div className="fw-semibold">{tier.name}</div>
          <div className="small">
            <span className="fw-semibold">{price}</span> · <span className={`event-tickets__state event-tickets__state--${tier.state}`}>{t(STATE_MESSAGES[tier.state])}</span>
          </div>
          {note && <div className="small text-body-secondary">{note}</div>}
        </div>
        {tier.state === 'onSale' && (
          <Button size="sm" variant={open ? 'outline-primary' : 'primary'} onClick={onToggle} aria-expanded={open}>
            {t('tickets.buy')}
          </Button>
        )}
        {tier.state === 'soldOut' && (
          <Button size="sm" variant="outline-primary" onClick={onToggle} aria-expanded={open}>
            {t('tickets.notifyMe')}
          </Button>
        )}
      </div>
      {open && (
        <Suspense fallback={<Spinner animation="border" size="sm" role="status" className="d-block my-2" />}>
          {tier.state === 'onSale' && <BuyForm tier={tier} eventId={eventId} />}
          {tier.state === 'soldOut' && <WaitForm tier={tier} eventId={eventId} />}
        </Suspense>
      )}
    </li>
  );
}
