import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { TICKET_OFFER_MINUTES, formatAmount, type TicketTierView, type TicketWaitlistEntryView } from '@izlazak/contracts';
import { serverMessage } from '../api/error-catalogue';
import { useAttemptKey } from '../api/idempotency-key';
import { ticketOrderPath, useJoinTicketWaitlistMutation, usePlaceTicketOrderMutation } from '../api/ticket-api';
import { useLocale, useMessages } from '../lib/locale';
import { fieldErrorsOf } from './form-modal';
import { TextField } from './form/fields';
import { PersonsStepper } from './persons-stepper';

interface BuyValues {
  quantity: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
const START: BuyValues = { quantity: 1, firstName: '', lastName: '', email: '', phone: '' };

/** The buy form under an on-sale tier, and the line's form under a sold-out one: loaded with the first tap on 'Kupi' or 'Obavesti me', so the event's page comes without the form library. */
export function BuyForm({ tier, eventId }: { tier: TicketTierView; eventId: string }) {
  const t = useMessages();
  const locale = useLocale();
  const navigate = useNavigate();
  const attemptKey = useAttemptKey();
  const [place] = usePlaceTicketOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const most = Math.max(1, Math.min(tier.maxPerOrder, tier.available));

  async function submit(values: BuyValues) {
    setRefusal(null);
    const input = { eventId, tierId: tier._id, locale, ...values };
    try {
      const order = await place({ ...input, idempotencyKey: attemptKey(input) }).unwrap();
      void navigate(ticketOrderPath(order._id));
      return undefined;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 409 || status === 404) setRefusal(serverMessage((error as { data?: unknown }).data) ?? t('tickets.notEnough'));
      return fieldErrorsOf(error);
    }
  }

  return (
    <Form<BuyValues> onSubmit={submit} initialValues={START}>
      {({ handleSubmit, submitting, values }) => (
        <form className="event-tickets__form" onSubmit={(submitEvent) => void handleSubmit(submitEvent)} noValidate aria-label={t('tickets.buyOf', { tier: tier.name })}>
          <BuyerFields most={most} emailHint={t('tickets.emailHint')} />
          {refusal && (
            <Alert variant="warning" className="py-2">
              {refusal}
            </Alert>
          )}
          <Button type="submit" className="w-100" disabled={submitting}>
            {submitting && <Spinner animation="border" size="sm" className="me-2" />}
            {tier.price > 0 ? t('tickets.order', { amount: formatAmount(tier.price * (values.quantity || 1), locale) }) : t('tickets.takeFree')}
          </Button>
        </form>
      )}
    </Form>
  );
}

/** A place in a sold-out tier's line: who asks, for how many; once in, how many are ahead and what happens next. */
export function WaitForm({ tier, eventId }: { tier: TicketTierView; eventId: string }) {
  const t = useMessages();
  const locale = useLocale();
  const attemptKey = useAttemptKey();
  const [join] = useJoinTicketWaitlistMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [entry, setEntry] = useState<TicketWaitlistEntryView | null>(null);

  async function submit(values: BuyValues) {
    setRefusal(null);
    const input = { eventId, tierId: tier._id, locale, ...values };
    try {
      setEntry(await join({ ...input, idempotencyKey: attemptKey(input) }).unwrap());
      return undefined;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 409 || status === 404) setRefusal(serverMessage((error as { data?: unknown }).data) ?? t('tickets.waitRefused'));
      return fieldErrorsOf(error);
    }
  }

  if (entry)
    return (
      <Alert variant="success" className="event-tickets__form mb-0" role="status" data-testid="ticket-waitlist-joined">
        <div className="fw-semibold">{t('tickets.waitJoined', { count: entry.quantity })}</div>
        <div className="small">{t('tickets.waitAhead', { ahead: entry.ahead, minutes: TICKET_OFFER_MINUTES })}</div>
      </Alert>
    );
  return (
    <Form<BuyValues> onSubmit={submit} initialValues={START}>
      {({ handleSubmit, submitting }) => (
        <form className="event-tickets__form" onSubmit={(submitEvent) => void handleSubmit(submitEvent)} noValidate aria-label={t('tickets.waitOf', { tier: tier.name })}>
          <p className="small text-body-secondary">{t('tickets.waitHint', { minutes: TICKET_OFFER_MINUTES })}</p>
          <BuyerFields most={tier.maxPerOrder} emailHint={t('tickets.waitEmailHint')} />
          {refusal && (
            <Alert variant="warning" className="py-2">
              {refusal}
            </Alert>
          )}
          <Button type="submit" className="w-100" disabled={submitting}>
            {submitting && <Spinner animation="border" size="sm" className="me-2" />}
            {t('tickets.waitSend')}
          </Button>
        </form>
      )}
    </Form>
  );
}

/** How many tickets (at most `most`), and who: name, e-mail (where the tickets or the offer arrive), phone. */
function BuyerFields({ most, emailHint }: { most: number; emailHint: string }) {
  const t = useMessages();
  return (
    <>
      <Field<number> name="quantity">
        {({ input }) => (
          <div className="mb-3">
            <PersonsStepper label={t('tickets.quantity')} hint={t('tickets.maxPerOrder', { max: most })} value={input.value || 1} min={1} max={most} onChange={input.onChange} />
          </div>
        )}
      </Field>
      <div className="row">
        <div className="col-12 col-sm-6">
          <TextField name="firstName" label={t('guest.firstName')} required autoComplete="given-name" />
        </div>
        <div className="col-12 col-sm-6">
          <TextField name="lastName" label={t('guest.lastName')} required autoComplete="family-name" />
        </div>
      </div>
      <TextField name="email" label={t('guest.email')} type="email" required autoComplete="email" hint={emailHint} />
      <TextField name="phone" label={t('guest.phone')} type="tel" required autoComplete="tel" />
    </>
  );
}
