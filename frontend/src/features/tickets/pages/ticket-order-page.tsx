import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router-dom';
import { formatAmount, type TicketOrderView } from '@izlazak/contracts';
import { ticketOrderPaymentQr, useGetTicketOrderQuery } from '../../../api/ticket-api';
import { PageHeader } from '../../../components/page-header';
import { PaymentSlip, type SlipFacts } from '../../../components/payment-slip';
import { QueryState } from '../../../components/query-state';
import { useLocale, useMessages } from '../../../lib/locale';
import { TicketCard } from '../components/ticket-card';
import '../tickets.css';

/** While the payment is awaited the page asks again now and then, so the tickets show once the venue has it. */
const AWAITING_POLL_MS = 15_000;

/** The slip's facts from the order's payment and the IPS QR text it carries (the payee's place, the code and purpose of payment). */
function slipOf(order: TicketOrderView): SlipFacts | null {
  const payment = order.payment;
  if (!payment) return null;
  const fields = new Map(payment.ipsQr.split('|').map((part) => [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)]));
  const [, payeePlace = ''] = (fields.get('N') ?? '').split(/\r?\n/);
  return {
    payee: payment.payeeName,
    payeePlace,
    account: payment.account,
    amount: payment.amount,
    purpose: fields.get('S') ?? '',
    paymentCode: fields.get('SF') ?? '',
    reference: payment.reference,
    dueAt: payment.dueAt,
    qrUrl: ticketOrderPaymentQr(order._id),
  };
}

/** /porudzbina/<id>: the order a visitor placed; for a paid tier the IPS QR slip until the money comes, then every ticket with its QR. */
export function TicketOrderPage() {
  const orderId = useParams().orderId ?? '';
  const t = useMessages();
  const order = useGetTicketOrderQuery(orderId, { skip: !orderId, pollingInterval: AWAITING_POLL_MS, skipPollingIfUnfocused: true });
  return (
    <>
      <PageHeader eyebrow={t('tickets.title')} title={t('tickets.orderTitle')} />
      <div className="container py-4 ticket-page">
        <QueryState query={order} unavailable={t('tickets.orderNotFound')}>
          {(current) => <Order order={current} />}
        </QueryState>
      </div>
    </>
  );
}

function Order({ order }: { order: TicketOrderView }) {
  const t = useMessages();
  const locale = useLocale();
  const slip = slipOf(order);
  return (
    <section aria-label={t('tickets.orderTitle')} data-testid="ticket-order">
      <dl className="ticket-page__facts">
        <dt>{t('tickets.tier')}</dt>
        <dd>{order.tierName}</dd>
        <dt>{t('tickets.quantity')}</dt>
        <dd>{order.quantity}</dd>
        <dt>{t('tickets.amount')}</dt>
        <dd>{order.amount > 0 ? formatAmount(order.amount, locale) : t('tickets.free')}</dd>
      </dl>
      {order.status === 'AwaitingPayment' && slip && (
        <>
          <Alert variant="info">{t('tickets.awaitingPayment')}</Alert>
          <PaymentSlip slip={slip} uniqueId={order._id.slice(0, 8)} />
        </>
      )}
      {order.status === 'Expired' && <Alert variant="warning">{t('tickets.orderExpired')}</Alert>}
      {order.status === 'Paid' && (
        <>
          <Alert variant="success" data-testid="ticket-order-paid">
            {t('tickets.orderPaid', { count: order.tickets.length })}
          </Alert>
          <ul className="ticket-page__tickets">
            {order.tickets.map((ticket, index) => (
              <li key={ticket._id}>
                <TicketCard ticket={ticket} number={index + 1} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3">
        <Link to={`/event/${encodeURIComponent(order.eventId)}`}>{t('tickets.backToEvent')}</Link>
      </p>
    </section>
  );
}
