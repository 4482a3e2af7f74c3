import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form, useField, useForm } from 'react-final-form';
import {
  TICKET_ORDER_STATUSES,
  TICKET_ORDERS_PAGE_SIZE,
  belgradeWallClock,
  formatBelgradeDateTime,
  formatRsd,
  ticketTiersSchema,
  type EventView,
  type TicketOrderRowView,
  type TicketOrderStatus,
  type MessageId,
  type TicketTierView,
  type TicketView,
} from '@izlazak/contracts';
import { DataCard } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LabelledField, SelectField, TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { FormActions, fieldOrMessageErrorsOf } from '../../../components/form-modal';
import { PlusIcon, TagIcon, TrashIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useMessages } from '../../../lib/locale';
import {
  useGetOrderTicketsQuery,
  useGetTicketTiersQuery,
  useListTicketOrdersQuery,
  usePayTicketOrderMutation,
  useRefundTicketMutation,
  useSetTicketTiersMutation,
  type TicketTierBody,
} from '../tickets-api';
import { formatNight } from './event-format';

/** A tier row of the form: what it sends, and a key of its own so 'Otvara se posle' follows a tier that is renamed or new. */
interface TierRow extends TicketTierBody {
  key: string;
}
interface TiersFormValues {
  tiers: TierRow[];
}

const validate = validateWith(ticketTiersSchema);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the date-time field shows it: Belgrade's wall clock, yyyy-MM-ddTHH:mm. */
function localMoment(instant: string | null): string {
  if (!instant) return '';
  const { date, hour, minute } = belgradeWallClock(new Date(instant));
  return `${date}T${twoDigits(hour)}:${twoDigits(minute)}`;
}

const rowOf = (tier: TicketTierView): TierRow => ({
  key: tier._id,
  _id: tier._id,
  name: tier.name,
  price: String(tier.price),
  capacity: String(tier.capacity),
  salesStart: localMoment(tier.salesStart),
  salesEnd: localMoment(tier.salesEnd),
  maxPerOrder: String(tier.maxPerOrder),
  opensAfter: tier.opensAfter ?? '',
});

let newRows = 0;
const newRow = (): TierRow => ({ key: `nova-${++newRows}`, name: '', price: '', capacity: '', salesStart: '', salesEnd: '', maxPerOrder: '4', opensAfter: '' });

/** What the PUT sends: each tier as typed, 'Otvara se posle' naming the other tier by its id, or by its name while it is new. */
function bodyOf(rows: TierRow[]): TicketTierBody[] {
  return rows.map(({ key: _key, _id, opensAfter, ...tier }) => {
    const before = rows.find((row) => row.key === opensAfter);
    return { ...(_id ? { _id } : {}), ...tier, name: tier.name.trim(), opensAfter: before ? (before._id ?? before.name.trim()) : '' };
  });
}

interface EventTicketsModalProps {
  /** The event whose tickets are shown; none: closed. */
  event: EventView | null;
  /** The venue's manager and admins edit the tiers and take payments; its staff look. */
  mayManage: boolean;
  onClose: () => void;
}

/**
 * 'Ulaznice' of an event on the dashboard: its tiers, each with what is sold and left, edited as one
 * list (PUT /api/event/{id}/tickets), and its orders, a page at a time, with 'Plaćeno' for an order
 * whose money the venue took by hand.
 */
export function EventTicketsModal({ event: requested, mayManage, onClose }: EventTicketsModalProps) {
  const event = useKeptWhileClosing(requested !== null, requested);
  const t = useMessages();
  return (
    <Modal show={requested !== null} title={event ? t('ticketsDash.title', { title: event.title }) : t('ticketsDash.titleShort')} onClose={onClose} size="lg" staticBackdrop>
      {event && (
        <div className="event-tickets" data-testid="event-tickets">
          <p className="small text-body-secondary mb-3">{t('ticketsDash.night', { night: formatNight(event.dateOfEvent), time: event.startTime })}</p>
          <TiersSection eventId={event._id} mayManage={mayManage} />
          <OrdersSection eventId={event._id} mayManage={mayManage} />
        </div>
      )}
    </Modal>
  );
}

function TiersSection({ eventId, mayManage }: { eventId: string; mayManage: boolean }) {
  const t = useMessages();
  const tiers = useGetTicketTiersQuery(eventId, { refetchOnMountOrArgChange: true });
  const [setTiers] = useSetTicketTiersMutation();
  const initialValues = useMemo<TiersFormValues>(() => ({ tiers: (tiers.data?.tiers ?? []).map(rowOf) }), [tiers.data]);
  const byId = useMemo(() => new Map((tiers.data?.tiers ?? []).map((tier) => [tier._id, tier])), [tiers.data]);

  async function save(values: TiersFormValues) {
    try {
      await setTiers({ eventId, tiers: bodyOf(values.tiers) }).unwrap();
      notifySuccess(t('ticketsDash.saved'));
      return undefined;
    } catch (error) {
      return fieldOrMessageErrorsOf(error);
    }
  }

  return (
    <section aria-labelledby={`${eventId}-tiers`} className="mb-4">
      <h3 className="h6" id={`${eventId}-tiers`}>
        {t('ticketsDash.tiers')}
      </h3>
      <QueryState query={tiers} unavailable={t('ticketsDash.tiersUnavailable')}>
        {() => (
          <Form<TiersFormValues> onSubmit={save} initialValues={initialValues} validate={validate}>
            {(form) => (
              <form onSubmit={(submit) => void form.handleSubmit(submit)} noValidate aria-label={t('ticketsDash.tiersForm')}>
                <TierRows byId={byId} mayManage={mayManage} />
                {mayManage && (
                  <FormActions submitError={form.submitError as unknown} submitting={form.submitting} submitLabel={t('ticketsDash.save')} holdSubmit={form.pristine}>
                    <AddTierButton />
                  </FormActions>
                )}
              </form>
            )}
          </Form>
        )}
      </QueryState>
    </section>
  );
}

function AddTierButton() {
  const form = useForm<TiersFormValues>();
  const t = useMessages();
  return (
    <Button variant="outline-primary" onClick={() => form.change('tiers', [...(form.getState().values.tiers ?? []), newRow()])} className="me-auto">
      <PlusIcon size={14} className="me-1" />
      {t('ticketsDash.addTier')}
    </Button>
  );
}

/** Each tier state's words and colour: on sale (green), sold out (red), not yet (yellow), ended (grey). */
const STATES: Record<TicketTierView['state'], { label: MessageId; tone: string }> = {
  onSale: { label: 'ticketsDash.state.onSale', tone: 'status-pill--success' },
  soldOut: { label: 'ticketsDash.state.soldOut', tone: 'status-pill--danger' },
  notYet: { label: 'ticketsDash.state.notYet', tone: 'status-pill--warning' },
  ended: { label: 'ticketsDash.state.ended', tone: 'status-pill--muted' },
};

function TierRows({ byId, mayManage }: { byId: Map<string, TicketTierView>; mayManage: boolean }) {
  const form = useForm<TiersFormValues>();
  const t = useMessages();
  const {
    input: { value },
  } = useField<TierRow[]>('tiers', { subscription: { value: true } });
  const rows = Array.isArray(value) ? value : [];
  if (rows.length === 0) {
    return (
      <EmptyState icon={<TagIcon size={24} />}>
        <p className="mb-0">{t(mayManage ? 'ticketsDash.noTiers' : 'ticketsDash.noTiersYet')}</p>
      </EmptyState>
    );
  }
  const remove = (index: number) =>
    form.change(
      'tiers',
      rows.filter((_, at) => at !== index),
    );
  return (
    <ol className="ticket-tiers list-unstyled mb-3">
      {rows.map((row, index) => {
        const sold = row._id ? byId.get(row._id) : undefined;
        const name = row.name.trim() || t('ticketsDash.tierNumbered', { number: index + 1 });
        return (
          <li key={row.key} className="ticket-tier" data-testid="ticket-tier">
            <fieldset disabled={!mayManage}>
              <legend className="ticket-tier__head">
                <span className="fw-semibold">{name}</span>
                {sold && (
                  <span className={`status-pill ${STATES[sold.state].tone}`} data-testid="ticket-tier-state">
                    {t(STATES[sold.state].label)}
                  </span>
                )}
              </legend>
              {sold && (
                <p className="small mb-2" data-testid="ticket-tier-counts">
                  {t('ticketsDash.tierCounts', {
                    sold: sold.sold,
                    held: Math.max(0, sold.capacity - sold.available - sold.sold),
                    available: sold.available,
                    capacity: sold.capacity,
                  })}
                </p>
              )}
              <div className="row g-2">
                <div className="col-12 col-sm-6">
                  <TextField
                    name={`tiers[${index}].name`}
                    label={t('ticketsDash.name')}
                    required
                    autoComplete="off"
                    placeholder={t('ticketsDash.namePlaceholder')}
                    className="mb-2"
                  />
                </div>
                <div className="col-6 col-sm-3">
                  <TextField name={`tiers[${index}].price`} label={t('ticketsDash.price')} required inputMode="numeric" className="mb-2" />
                </div>
                <div className="col-6 col-sm-3">
                  <TextField name={`tiers[${index}].capacity`} label={t('ticketsDash.capacity')} required inputMode="numeric" className="mb-2" />
                </div>
                <div className="col-6 col-sm-3">
                  <TextField name={`tiers[${index}].maxPerOrder`} label={t('ticketsDash.maxPerOrder')} required inputMode="numeric" className="mb-2" />
                </div>
                <div className="col-6 col-sm-3">
                  <SelectField
                    name={`tiers[${index}].opensAfter`}
                    label={t('ticketsDash.opensAfter')}
                    className="mb-2"
                    options={[
                      { value: '', label: t('ticketsDash.opensAtOnce') },
                      ...rows
                        .map((other, at) => ({ value: other.key, label: other.name.trim() || t('ticketsDash.tierNumbered', { number: at + 1 }) }))
                        .filter((other) => other.value !== row.key),
                    ]}
                  />
                </div>
                <div className="col-12 col-sm-6">
                  <MomentField name={`tiers[${index}].salesStart`} label={t('ticketsDash.salesStart')} />
                </div>
                <div className="col-12 col-sm-6">
                  <MomentField name={`tiers[${index}].salesEnd`} label={t('ticketsDash.salesEnd')} hint={t('ticketsDash.salesEndHint')} />
                </div>
              </div>
              {mayManage && (
                <Button variant="outline-danger" size="sm" onClick={() => remove(index)} aria-label={t('ticketsDash.removeNamed', { name })}>
                  <TrashIcon size={14} className="me-1" />
                  {t('ticketsDash.remove')}
                </Button>
              )}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

/** A Belgrade date and time, or none. */
function MomentField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <LabelledField
      name={name}
      label={label}
      hint={hint}
      className="mb-2"
      parse={(value) => value ?? ''}
      control={(props, invalid) => <input {...props} type="datetime-local" className={`form-control ${invalid ? 'is-invalid' : ''}`} />}
    />
  );
}

/** Each order status's words and colour, as the reservations' pills. */
const ORDER_STATUSES: Record<TicketOrderStatus, { label: MessageId; tone: string }> = {
  AwaitingPayment: { label: 'ticketsDash.status.AwaitingPayment', tone: 'status-pill--payment' },
  Paid: { label: 'ticketsDash.status.Paid', tone: 'status-pill--success' },
  Expired: { label: 'ticketsDash.status.Expired', tone: 'status-pill--muted' },
  Cancelled: { label: 'ticketsDash.status.Cancelled', tone: 'status-pill--muted' },
};

function OrdersSection({ eventId, mayManage }: { eventId: string; mayManage: boolean }) {
  const t = useMessages();
  const filterId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TicketOrderStatus | ''>('');
  const orders = useListTicketOrdersQuery({ eventId, page, size: TICKET_ORDERS_PAGE_SIZE, status: status || undefined }, { refetchOnMountOrArgChange: true });
  const totalPages = orders.data?.paginationData.total_pages ?? 0;
  if (orders.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));

  return (
    <section aria-labelledby={`${eventId}-orders`}>
      <div className="event-tickets__orders-head">
        <h3 className="h6 mb-0" id={`${eventId}-orders`}>
          {t('ticketsDash.orders')}
        </h3>
        <div className="event-tickets__filter">
          <label className="visually-hidden" htmlFor={filterId}>
            {t('ticketsDash.statusFilter')}
          </label>
          <select
            id={filterId}
            className="form-select form-select-sm"
            value={status}
            onChange={(change) => {
              setStatus(change.target.value as TicketOrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('ticketsDash.allOrders')}</option>
            {TICKET_ORDER_STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(ORDER_STATUSES[each].label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataCard total={orders.data?.paginationData.total_records} refreshing={orders.isFetching && !orders.isLoading} page={page} totalPages={totalPages} onPageChange={setPage}>
        <QueryState
          query={orders}
          unavailable={t('ticketsDash.ordersUnavailable')}
          isEmpty={(found) => found.data.length === 0}
          empty={
            <EmptyState>
              <p className="mb-0">{t(status ? 'ticketsDash.noOrdersOfStatus' : 'ticketsDash.noOrders')}</p>
            </EmptyState>
          }
        >
          {(found) => (
            <ul className="ticket-orders list-unstyled mb-0" aria-label={t('ticketsDash.orders')}>
              {found.data.map((order) => (
                <OrderRow key={order._id} order={order} eventId={eventId} mayPay={mayManage} />
              ))}
            </ul>
          )}
        </QueryState>
      </DataCard>
    </section>
  );
}

function OrderRow({ order, eventId, mayPay }: { order: TicketOrderRowView; eventId: string; mayPay: boolean }) {
  const t = useMessages();
  const [pay, payment] = usePayTicketOrderMutation();
  const [showTickets, setShowTickets] = useState(false);
  const buyer = `${order.buyer.firstName} ${order.buyer.lastName}`.trim();
  const status = order.status as TicketOrderStatus;
  const shown = ORDER_STATUSES[status] as (typeof ORDER_STATUSES)[TicketOrderStatus] | undefined;
  async function markPaid() {
    try {
      await pay({ orderId: order._id, eventId }).unwrap();
      notifySuccess(t('ticketsDash.paidDone', { buyer, count: order.quantity }));
    } catch {
      // The error catalogue has already shown the reason.
    }
  }
  return (
    <li className="ticket-order" data-testid="ticket-order">
      <div className="ticket-order__who">
        <span className="fw-semibold">{buyer}</span>
        <span className="small text-body-secondary ticket-order__contact">{[order.buyer.email, order.buyer.phone].filter(Boolean).join(' · ')}</span>
      </div>
      <div className="ticket-order__what">
        {t('ticketsDash.orderLine', { tier: order.tierName, quantity: order.quantity, amount: order.amount > 0 ? formatRsd(order.amount) : t('ticketsDash.free') })}
      </div>
      <div className="ticket-order__status">
        <span className={`status-pill ${shown?.tone ?? 'status-pill--muted'}`} data-testid="ticket-order-status">
          {shown ? t(shown.label) : order.status}
        </span>
        <span className="small text-body-secondary">
          {order.paidAt
            ? t('ticketsDash.paidAt', { time: formatBelgradeDateTime(order.paidAt) })
            : order.dueAt && status === 'AwaitingPayment'
              ? t('ticketsDash.dueAt', { time: formatBelgradeDateTime(order.dueAt) })
              : t('ticketsDash.placedAt', { time: formatBelgradeDateTime(order.placedAt) })}
        </span>
        {order.admitted > 0 && <span className="small">{t('ticketsDash.admitted', { count: order.admitted })}</span>}
      </div>
      {mayPay && status === 'AwaitingPayment' && (
        <Button
          size="sm"
          variant="success"
          className="ticket-order__pay"
          onClick={() => void markPaid()}
          disabled={payment.isLoading}
          aria-label={t('ticketsDash.markPaidNamed', { buyer })}
        >
          {payment.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
          {t('ticketsDash.markPaid')}
        </Button>
      )}
      {mayPay && status === 'Paid' && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="ticket-order__tickets-toggle"
          onClick={() => setShowTickets((shown) => !shown)}
          aria-expanded={showTickets}
          aria-label={t('ticketsDash.showTicketsOf', { buyer })}
        >
          {t('ticketsDash.showTickets')}
        </Button>
      )}
      {showTickets && <OrderTickets orderId={order._id} eventId={eventId} pricePerTicket={order.quantity > 0 ? order.amount / order.quantity : 0} />}
    </li>
  );
}

const TICKET_STATUSES_SHOWN: Record<string, { label: MessageId; tone: string }> = {
  valid: { label: 'ticketsDash.ticketStatus.valid', tone: 'status-pill--success' },
  admitted: { label: 'ticketsDash.ticketStatus.admitted', tone: 'status-pill--muted' },
  transferred: { label: 'ticketsDash.ticketStatus.transferred', tone: 'status-pill--muted' },
  refunded: { label: 'ticketsDash.ticketStatus.refunded', tone: 'status-pill--danger' },
};

/** A paid order's tickets, each with its state; 'Vrati ulaznicu' on one that still lets its holder in (docs/tickets.md, one ticket refunded). */
function OrderTickets({ orderId, eventId, pricePerTicket }: { orderId: string; eventId: string; pricePerTicket: number }) {
  const t = useMessages();
  const tickets = useGetOrderTicketsQuery(orderId);
  return (
    <div className="ticket-order__tickets">
      <QueryState query={tickets} unavailable={t('ticketsDash.ticketsUnavailable')}>
        {(found) => (
          <ul className="list-unstyled mb-0" aria-label={t('ticketsDash.showTickets')}>
            {found.tickets.map((ticket) => (
              <OrderTicket key={ticket._id} ticket={ticket} orderId={orderId} eventId={eventId} price={pricePerTicket} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function OrderTicket({ ticket, orderId, eventId, price }: { ticket: TicketView; orderId: string; eventId: string; price: number }) {
  const t = useMessages();
  const [refund, refunding] = useRefundTicketMutation();
  const [asking, setAsking] = useState(false);
  const holder = `${ticket.holder.firstName} ${ticket.holder.lastName}`.trim();
  const shown = TICKET_STATUSES_SHOWN[ticket.status];
  async function confirm() {
    try {
      await refund({ ticketId: ticket._id, orderId, eventId }).unwrap();
      setAsking(false);
      notifySuccess(t('ticketsDash.refundDone', { holder }));
    } catch {
      // The error catalogue has already shown the reason.
    }
  }
  return (
    <li className="ticket-order__ticket" data-testid="order-ticket">
      <span>
        {ticket.tierName} · {holder}
      </span>
      <span className={`status-pill ${shown?.tone ?? 'status-pill--muted'}`}>{shown ? t(shown.label) : ticket.status}</span>
      {ticket.status === 'valid' && !asking && (
        <Button size="sm" variant="outline-danger" onClick={() => setAsking(true)} aria-label={t('ticketsDash.refundTicketOf', { holder })}>
          {t('ticketsDash.refundTicket')}
        </Button>
      )}
      {ticket.status === 'valid' && asking && (
        <div className="ticket-order__confirm" role="group" aria-label={t('ticketsDash.refundConfirmTitle')}>
          <p className="small mb-2">
            <strong>{t('ticketsDash.refundConfirmTitle')}</strong>{' '}
            {price > 0
              ? t('ticketsDash.refundConfirm', { tier: ticket.tierName, holder, amount: formatRsd(price) })
              : t('ticketsDash.refundConfirmFree', { tier: ticket.tierName, holder })}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button size="sm" variant="danger" onClick={() => void confirm()} disabled={refunding.isLoading}>
              {refunding.isLoading && <Spinner animation="border" size="sm" className="me-2" />}
              {t('ticketsDash.refundYes')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setAsking(false)} disabled={refunding.isLoading}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
