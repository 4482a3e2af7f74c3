import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PAYMENT_UNDO_MINUTES, formatBelgradeDateTime, formatNight, type ReservationView } from '@izlazak/contracts';
import { DashboardPage } from '../../../components/dashboard-page';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { VenueChoice } from '../../../components/venue-choice';
import { formatDateTime } from '../../../lib/dates';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { StatementImport } from '../components/statement-import';
import { PaymentConfirmDialog } from '../components/payment-confirm-dialog';
import { useGetDepositsQuery, useSetDepositStateMutation } from '../api';
import { MoneySection } from '../components/money-section';
import { useMessages } from '../../../lib/locale';
import '../money.css';

const rsd = (amount: number) => `${amount.toLocaleString('sr-RS')} RSD`;
const guestName = (reservation: ReservationView) => `${reservation.firstName} ${reservation.lastName}`.trim();
const paidAmount = (reservation: ReservationView) => reservation.deposit?.paidAmount ?? reservation.deposit?.amount ?? 0;
/** HH:mm of an instant in Belgrade. */
const timeOf = (iso: string | null | undefined) => (iso ? formatBelgradeDateTime(iso).slice(-5) : '');

/** Depoziti: the deposits a venue still has to settle, with 'Uplata primljena' (and its 'Poništi') and 'Vraćeno'. */
export function DepositsPage() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const [chosen, setChosen] = useState('');
  const clubId = isAdmin ? chosen : (user?.clubId ?? '');
  const deposits = useGetDepositsQuery(clubId, { skip: !clubId, pollingInterval: 30_000, refetchOnMountOrArgChange: true });
  const t = useMessages();

  return (
    <DashboardPage title={t('money.deposits.title')} subtitle={t('money.deposits.subtitle')}>
      {isAdmin && (
        <div className="mb-3 terms-page__venue">
          <VenueChoice clubId={chosen} onChange={setChosen} />
        </div>
      )}
      {!isAdmin && !clubId && <Alert variant="warning">{t('money.noVenue')}</Alert>}
      {clubId && (
        <QueryState query={deposits} unavailable={t('money.deposits.unavailable')} loading={<LoadingIndicator label={t('money.deposits.loading')} />}>
          {(data) => (
            <>
              <AwaitingPayment clubId={clubId} reservations={data.awaitingPayment} />
              <RecentlyPaid clubId={clubId} reservations={data.recentlyPaid} />
              <StatementImport clubId={clubId} />
              <RefundDue clubId={clubId} reservations={data.refundDue} />
            </>
          )}
        </QueryState>
      )}
    </DashboardPage>
  );
}

interface ListProps {
  clubId: string;
  reservations: ReservationView[];
}

/** 'Uplata primljena' asks first, naming the amount and the guest: the next row's button is a finger away. */
function AwaitingPayment({ clubId, reservations }: ListProps) {
  const [setState, { isLoading }] = useSetDepositStateMutation();
  const [confirming, setConfirming] = useState<ReservationView | null>(null);
  const t = useMessages();
  const confirm = async (reservation: ReservationView) => {
    const done = await setState({ clubId, reservationId: reservation._id, state: 'paid' });
    setConfirming(null);
    if ('data' in done) notifySuccess(t('money.deposits.paidToast', { number: reservation.uniqueId, minutes: PAYMENT_UNDO_MINUTES }));
  };
  return (
    <>
      <DepositList
        state="due"
        heading={t('money.deposits.due')}
        empty={t('money.deposits.dueNone')}
        reservations={reservations}
        details={(r) => t('money.deposits.dueDetails', { amount: rsd(r.deposit?.amount ?? 0), until: formatDateTime(r.deposit?.dueAt), reference: r.deposit?.reference ?? '' })}
        action={(r) => (
          <Button size="sm" variant="success" disabled={isLoading} onClick={() => setConfirming(r)}>
            {t('money.deposits.received')}
          </Button>
        )}
      />
      <PaymentConfirmDialog
        reservation={confirming}
        amount={confirming ? rsd(confirming.deposit?.amount ?? 0) : ''}
        busy={isLoading}
        onConfirm={(reservation) => void confirm(reservation)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/** Payments marked by hand a moment ago: 'Poništi' while their window is open; the guest is mailed once it closes. */
function RecentlyPaid({ clubId, reservations }: ListProps) {
  const [setState, { isLoading }] = useSetDepositStateMutation();
  const t = useMessages();
  if (reservations.length === 0) return null;
  const undo = async (reservation: ReservationView) => {
    const done = await setState({ clubId, reservationId: reservation._id, state: 'unpaid' });
    if ('data' in done) notifySuccess(t('money.deposits.undoneToast', { number: reservation.uniqueId }));
  };
  return (
    <DepositList
      state="undoable"
      heading={t('money.deposits.recent')}
      empty=""
      reservations={reservations}
      details={(r) => t('money.deposits.recentDetails', { amount: rsd(paidAmount(r)), at: timeOf(r.deposit?.paidAt), until: timeOf(r.deposit?.undoableUntil) })}
      action={(r) => (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={isLoading}
          onClick={() => void undo(r)}
          aria-label={t('money.deposits.undoOf', { amount: rsd(paidAmount(r)), guest: guestName(r) })}
        >
          {t('money.deposits.undo')}
        </Button>
      )}
    />
  );
}

function RefundDue({ clubId, reservations }: ListProps) {
  const [setState, { isLoading }] = useSetDepositStateMutation();
  const t = useMessages();
  const refund = async (reservation: ReservationView) => {
    const done = await setState({ clubId, reservationId: reservation._id, state: 'refunded' });
    if ('data' in done) notifySuccess(t('money.deposits.refundedToast', { number: reservation.uniqueId }));
  };
  return (
    <DepositList
      state="refunded"
      heading={t('money.deposits.refundDue')}
      empty={t('money.deposits.refundNone')}
      reservations={reservations}
      details={(r) =>
        r.deposit?.paidAt
          ? t('money.deposits.paidAt', { amount: rsd(paidAmount(r)), at: formatDateTime(r.deposit.paidAt) })
          : t('money.deposits.paid', { amount: rsd(paidAmount(r)) })
      }
      action={(r) => (
        <Button size="sm" variant="outline-primary" disabled={isLoading} onClick={() => void refund(r)}>
          {t('money.deposits.refunded')}
        </Button>
      )}
    />
  );
}

interface DepositListProps {
  state: string;
  heading: string;
  empty: string;
  reservations: ReservationView[];
  details: (reservation: ReservationView) => string;
  action: (reservation: ReservationView) => ReactNode;
}

function DepositList({ state, heading, empty, reservations, details, action }: DepositListProps) {
  const headingId = `deposits-${state}`;
  return (
    <MoneySection
      headingId={headingId}
      heading={
        <>
          {heading} ({reservations.length})
        </>
      }
    >
      <ul className="list-group list-group-flush">
        {reservations.length === 0 && <li className="list-group-item text-body-secondary">{empty}</li>}
        {reservations.map((reservation) => (
          <li key={reservation._id} className="list-group-item deposit-row">
            <div className="deposit-row__what">
              <strong>{reservation.uniqueId}</strong> · {guestName(reservation)} · {reservation.tableName} · {formatNight(reservation.date)}
              <div className="small text-body-secondary">{details(reservation)}</div>
            </div>
            {action(reservation)}
          </li>
        ))}
      </ul>
    </MoneySection>
  );
}
