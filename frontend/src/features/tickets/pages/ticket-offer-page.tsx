import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Field, Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import { formatAmount, formatNight, ticketWaitlistSchema, type TicketOfferView, type TicketOrderView } from '@izlazak/contracts';
import { serverMessage } from '../../../api/error-catalogue';
import { fieldErrorsOf } from '../../../components/form-modal';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { PageHeader } from '../../../components/page-header';
import { PaymentSlip } from '../../../components/payment-slip';
import { PersonsStepper } from '../../../components/persons-stepper';
import { QueryState } from '../../../components/query-state';
import { belgradeTime, timeLeft } from '../../../lib/belgrade-time';
import { useNow } from '../../../lib/use-now';
import { useLocale, useMessages } from '../../../lib/locale';
import { orderPaymentQrImage, useGetTicketOfferQuery, usePlaceOfferOrderMutation } from '../offer-api';

interface BuyerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  quantity: number;
}

const validate = validateWith(ticketWaitlistSchema);

/** /ulaznice/ponuda/<token>, the link of the offer's mail: the tickets held for the one who waited, and 'Kupi ulaznice'. */
export function TicketOfferPage() {
  const { token = '' } = useParams();
  const offer = useGetTicketOfferQuery(token, { skip: !token });
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t('ticketOffer.eyebrow')} title={offer.data?.eventTitle ?? t('ticketOffer.title')} />
      <div className="container py-5">
        {offer.isError && !offer.data ? (
          <Alert variant="warning">{t('ticketOffer.badLink')}</Alert>
        ) : (
          <QueryState query={offer} unavailable={t('ticketOffer.unavailable')}>
            {(current) => <Offer token={token} offer={current} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function Offer({ token, offer }: { token: string; offer: TicketOfferView }) {
  const t = useMessages();
  const locale = useLocale();
  const now = useNow(1000);
  const [place] = usePlaceOfferOrderMutation();
  const [order, setOrder] = useState<TicketOrderView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const open = offer.status === 'offered' && offer.expiresAt !== null && Date.parse(offer.expiresAt) > now;

  async function submit(values: BuyerValues) {
    setRefusal(null);
    try {
      setOrder(await place({ eventId: offer.eventId, tierId: offer.tierId, offerToken: token, locale, idempotencyKey, ...values }).unwrap());
      return undefined;
    } catch (error) {
      if ((error as { status?: unknown }).status === 409) setRefusal(serverMessage((error as { data?: unknown }).data) ?? t('ticketOffer.lapsed'));
      return fieldErrorsOf(error);
    }
  }

  return (
    <section className="ticket-offer" aria-label={t('ticketOffer.label')} data-testid="ticket-offer">
      <dl>
        <dt>{t('guestReservation.venue')}</dt>
        <dd>{offer.club}</dd>
        <dt>{t('common.night')}</dt>
        <dd>{formatNight(offer.night)}</dd>
        <dt>{t('ticketOffer.tier')}</dt>
        <dd>{t('ticketOffer.tierPrice', { tier: offer.tierName, price: formatAmount(offer.price, locale) })}</dd>
      </dl>
      {order ? (
        <OrderPlaced order={order} eventTitle={offer.eventTitle} />
      ) : refusal || !open ? (
        <Alert variant="secondary" role="status" data-testid="ticket-offer-lapsed">
          <p className="fw-bold mb-1">{refusal ?? (offer.status === 'claimed' ? t('ticketOffer.taken') : t('ticketOffer.lapsed'))}</p>
          <Link to={`/event/${encodeURIComponent(offer.eventId)}`}>{t('ticketOffer.eventPage')}</Link>
        </Alert>
      ) : (
        <>
          <p className="mb-1">{t('ticketOffer.held', { quantity: offer.quantity, until: belgradeTime(offer.expiresAt ?? '') })}</p>
          <p className="fs-4 fw-bold" aria-live="off" data-testid="ticket-offer-left">
            {timeLeft(offer.expiresAt ?? '', now)}
          </p>
          <Form<BuyerValues> onSubmit={submit} initialValues={{ firstName: '', lastName: '', email: '', phone: '', quantity: offer.quantity }} validate={validate}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={(submitEvent) => void handleSubmit(submitEvent)} noValidate aria-label={t('ticketOffer.label')}>
                <div className="row">
                  <div className="col-12 col-sm-6">
                    <TextField name="firstName" label={t('guest.firstName')} required autoComplete="given-name" />
                  </div>
                  <div className="col-12 col-sm-6">
                    <TextField name="lastName" label={t('guest.lastName')} required autoComplete="family-name" />
                  </div>
                </div>
                <TextField name="email" label={t('guest.email')} type="email" required autoComplete="email" />
                <TextField name="phone" label={t('guest.phone')} type="tel" required autoComplete="tel" />
                <Field<number> name="quantity">
                  {({ input }) => (
                    <div className="mb-3">
                      <PersonsStepper label={t('ticketOffer.quantity')} value={input.value || 1} min={1} max={offer.quantity} onChange={input.onChange} />
                    </div>
                  )}
                </Field>
                <Button type="submit" className="w-100" size="lg" disabled={submitting}>
                  {submitting && <Spinner animation="border" size="sm" className="me-2" />}
                  {t('ticketOffer.buy')}
                </Button>
              </form>
            )}
          </Form>
        </>
      )}
    </section>
  );
}

function OrderPlaced({ order, eventTitle }: { order: TicketOrderView; eventTitle: string }) {
  const t = useMessages();
  const { payment } = order;
  return (
    <div data-testid="ticket-offer-ordered">
      <Alert variant="success" role="status">
        {payment ? t('ticketOffer.awaitingPayment', { quantity: order.quantity }) : t('ticketOffer.paid', { quantity: order.quantity })}
      </Alert>
      {payment && (
        <PaymentSlip
          uniqueId={payment.reference}
          slip={{
            payee: payment.payeeName,
            payeePlace: '',
            account: payment.account,
            amount: payment.amount,
            purpose: t('tickets.paymentPurpose', { event: eventTitle }).slice(0, 35).trim(),
            paymentCode: '289',
            reference: payment.reference,
            dueAt: payment.dueAt,
            qrUrl: orderPaymentQrImage(order._id),
          }}
        />
      )}
    </div>
  );
}
