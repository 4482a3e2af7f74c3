import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import { formatNight, type TicketCodeView } from '@izlazak/contracts';
import { useAttemptKey } from '../../../api/idempotency-key';
import { useCancelTicketMutation, useGetTicketCodeQuery, useTransferTicketMutation } from '../../../api/ticket-api';
import { fieldOrMessageErrorsOf } from '../../../components/form-modal';
import { TextField } from '../../../components/form/fields';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { formatBelgradeDateTime } from '../../../lib/belgrade-time';
import { useLocale, useMessages } from '../../../lib/locale';
import '../tickets.css';

/** /t/<token>: a ticket as its code opens it (the QR in the mail, the wallet pass): show it at the door, add it to a wallet, or pass it to a friend. */
export function TicketPage() {
  const token = useParams().token ?? '';
  const t = useMessages();
  const ticket = useGetTicketCodeQuery(token, { skip: !token });
  return (
    <>
      <PageHeader eyebrow={t('tickets.title')} title={ticket.data?.eventTitle ?? t('tickets.ticketTitle')} />
      <div className="container py-4 ticket-page">
        {!token || (ticket.isError && !ticket.data) ? (
          <Alert variant="warning">{t('tickets.codeUnknown')}</Alert>
        ) : (
          <QueryState query={ticket} unavailable={t('tickets.codeUnknown')}>
            {(current) => <Ticket ticket={current} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function Ticket({ ticket }: { ticket: TicketCodeView }) {
  const t = useMessages();
  const [passedTo, setPassedTo] = useState<{ name: string; email: string } | null>(null);
  const [cancelledHere, setCancelledHere] = useState(false);
  const holder = `${ticket.holder.firstName} ${ticket.holder.lastName}`;
  return (
    <section aria-label={t('tickets.ticketTitle')} data-testid="ticket">
      {passedTo && (
        <Alert variant="success" data-testid="ticket-transferred">
          {t('tickets.transferDone', passedTo)}
        </Alert>
      )}
      {ticket.status === 'valid' && (
        <figure className="text-center">
          <img className="ticket-card__qr" src={ticket.qrImage} alt={t('tickets.qrAlt', { tier: ticket.tierName, holder })} width={246} height={246} />
          <figcaption className="fw-semibold">{t('tickets.showAtTheDoor')}</figcaption>
        </figure>
      )}
      {ticket.status === 'transferred' && (
        <Alert variant="warning" data-testid="ticket-void">
          {t('tickets.transferredAway')}
        </Alert>
      )}
      {ticket.status === 'refunded' && (
        <Alert variant={cancelledHere ? 'success' : 'warning'} data-testid="ticket-void">
          {t(cancelledHere ? 'tickets.cancelDone' : 'tickets.refunded')}
        </Alert>
      )}
      {ticket.status === 'admitted' && ticket.admittedAt && <Alert variant="secondary">{t('tickets.usedAt', { time: formatBelgradeDateTime(ticket.admittedAt) })}</Alert>}
      <dl className="ticket-page__facts">
        <dt>{t('tickets.event')}</dt>
        <dd>
          <Link to={`/event/${encodeURIComponent(ticket.eventId)}`}>{ticket.eventTitle}</Link>
        </dd>
        <dt>{t('common.venue')}</dt>
        <dd>
          {ticket.club}
          {ticket.venueAddress ? `, ${ticket.venueAddress}` : ''}
        </dd>
        <dt>{t('common.night')}</dt>
        <dd>
          {formatNight(ticket.night)}
          {ticket.startTime ? `, ${ticket.startTime}` : ''}
        </dd>
        <dt>{t('tickets.tier')}</dt>
        <dd>{ticket.tierName}</dd>
        <dt>{t('tickets.holder')}</dt>
        <dd>{holder}</dd>
      </dl>
      {ticket.status === 'valid' && (ticket.appleWalletUrl || ticket.googleWalletUrl) && (
        <div className="ticket-page__wallet">
          {ticket.appleWalletUrl && (
            <a className="btn btn-dark" href={ticket.appleWalletUrl}>
              {t('tickets.appleWallet')}
            </a>
          )}
          {ticket.googleWalletUrl && (
            <a className="btn btn-outline-dark" href={ticket.googleWalletUrl} target="_blank" rel="noopener noreferrer">
              {t('tickets.googleWallet')}
            </a>
          )}
        </div>
      )}
      {ticket.status === 'valid' && <TransferForm token={ticket.token} onDone={setPassedTo} />}
      {ticket.status === 'valid' && ticket.cancelUntil && <CancelTicket token={ticket.token} until={ticket.cancelUntil} onDone={() => setCancelledHere(true)} />}
    </section>
  );
}

interface TransferValues {
  firstName: string;
  lastName: string;
  email: string;
}

function TransferForm({ token, onDone }: { token: string; onDone: (to: { name: string; email: string }) => void }) {
  const t = useMessages();
  const locale = useLocale();
  const attemptKey = useAttemptKey();
  const [transfer] = useTransferTicketMutation();
  const [open, setOpen] = useState(false);

  async function submit(values: TransferValues) {
    const input = { token, locale, ...values };
    try {
      await transfer({ ...input, idempotencyKey: attemptKey(input) }).unwrap();
      onDone({ name: `${values.firstName} ${values.lastName}`, email: values.email });
      return undefined;
    } catch (error) {
      return fieldOrMessageErrorsOf(error);
    }
  }

  if (!open)
    return (
      <Button variant="outline-primary" onClick={() => setOpen(true)}>
        {t('tickets.transfer')}
      </Button>
    );
  return (
    <Form<TransferValues> onSubmit={submit} initialValues={{ firstName: '', lastName: '', email: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(submitEvent) => void handleSubmit(submitEvent)} noValidate aria-label={t('tickets.transfer')} className="mt-2">
          <p className="small text-body-secondary">{t('tickets.transferHint')}</p>
          <div className="row">
            <div className="col-12 col-sm-6">
              <TextField name="firstName" label={t('guest.firstName')} required autoComplete="off" />
            </div>
            <div className="col-12 col-sm-6">
              <TextField name="lastName" label={t('guest.lastName')} required autoComplete="off" />
            </div>
          </div>
          <TextField name="email" label={t('guest.email')} type="email" required autoComplete="off" />
          {typeof submitError === 'string' && <Alert variant="warning">{submitError}</Alert>}
          <Button type="submit" className="w-100" disabled={submitting}>
            {submitting && <Spinner animation="border" size="sm" className="me-2" />}
            {t('tickets.transferSend')}
          </Button>
        </form>
      )}
    </Form>
  );
}

/** 'Otkaži ulaznicu', only while the venue allows it: asks once more, then the ticket is void and its page says so. */
function CancelTicket({ token, until, onDone }: { token: string; until: string; onDone: () => void }) {
  const t = useMessages();
  const locale = useLocale();
  const attemptKey = useAttemptKey();
  const [cancel, { isLoading }] = useCancelTicketMutation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    const input = { token, locale };
    try {
      onDone();
      await cancel({ ...input, idempotencyKey: attemptKey(input) }).unwrap();
    } catch (failure) {
      const [message] = Object.values(fieldOrMessageErrorsOf(failure) ?? {}) as unknown[];
      setError(typeof message === 'string' ? message : t('tickets.cancelFailed'));
    }
  }

  return (
    <div className="ticket-page__cancel mt-3" data-testid="ticket-cancel">
      <p className="small text-body-secondary mb-2">{t('tickets.cancelUntil', { time: formatBelgradeDateTime(until) })}</p>
      {error && <Alert variant="warning">{error}</Alert>}
      {asking ? (
        <div role="group" aria-label={t('tickets.cancel')}>
          <p className="fw-semibold">{t('tickets.cancelConfirm')}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => void confirm()} disabled={isLoading}>
              {isLoading && <Spinner animation="border" size="sm" className="me-2" />}
              {t('tickets.cancelYes')}
            </Button>
            <Button variant="outline-secondary" onClick={() => setAsking(false)} disabled={isLoading}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline-danger" onClick={() => setAsking(true)}>
          {t('tickets.cancel')}
        </Button>
      )}
    </div>
  );
}
