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

  return (
    <DashboardPage title="Depoziti" subtitle="Rezervacije koje čekaju uplatu depozita i depoziti koje treba vratiti gostima.">
      {isAdmin && (
        <div className="mb-3 terms-page__venue">
          <VenueChoice clubId={chosen} onChange={setChosen} />
        </div>
      )}
      {!isAdmin && !clubId && <Alert variant="warning">Vaš nalog nije povezan ni sa jednim objektom. Obratite se administratoru.</Alert>}
      {clubId && (
        <QueryState query={deposits} unavailable="Depoziti trenutno nisu dostupni." loading={<LoadingIndicator label="Učitavanje depozita..." />}>
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
  const confirm = async (reservation: ReservationView) => {
    const done = await setState({ clubId, reservationId: reservation._id, state: 'paid' });
    setConfirming(null);
    if ('data' in done) notifySuccess(`Uplata je zabeležena: ${reservation.uniqueId}. Možete je poništiti ${PAYMENT_UNDO_MINUTES} minuta.`);
  };
  return (
    <>
      <DepositList
        state="due"
        heading="Čekaju uplatu"
        empty="Nijedna rezervacija ne čeka uplatu depozita."
        reservations={reservations}
        details={(r) => `Depozit ${rsd(r.deposit?.amount ?? 0)}, rok za uplatu ${formatDateTime(r.deposit?.dueAt)}, poziv na broj ${r.deposit?.reference ?? ''}`}
        action={(r) => (
          <Button size="sm" variant="success" disabled={isLoading} onClick={() => setConfirming(r)}>
            Uplata primljena
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
  if (reservations.length === 0) return null;
  const undo = async (reservation: ReservationView) => {
    const done = await setState({ clubId, reservationId: reservation._id, state: 'unpaid' });
    if ('data' in done) notifySuccess(`Uplata je poništena: ${reservation.uniqueId} ponovo čeka uplatu`);
  };
  return (
    <DepositList
      state="undoable"
      heading="Upravo zabeležene uplate"
      empty=""
      reservations={reservations}
      details={(r) => `Uplaćeno ${rsd(paidAmount(r))} u ${timeOf(r.deposit?.paidAt)}; možete poništiti do ${timeOf(r.deposit?.undoableUntil)}, a gost tada dobija potvrdu mejlom`}
      action={(r) => (
        <Button size="sm" variant="outline-danger" disabled={isLoading} onClick={() => void undo(r)} aria-label={`Poništi uplatu ${rsd(paidAmount(r))} — ${guestName(r)}`}>
          Poništi
        </Button>
      )}
    />
  );
}

function RefundDue({ clubId, reservations }: ListProps) {
  const [setState, { isLoading }] = useSetDepositStateMutation();
  const refund = async (reservation: ReservationView) => {
    const done = await setState({ clubId, reservationId: reservation._id, state: 'refunded' });
    if ('data' in done) notifySuccess(`Povraćaj je zabeležen: ${reservation.uniqueId}`);
  };
  return (
    <DepositList
      state="refunded"
      heading="Za povraćaj"
      empty="Nema depozita za povraćaj."
      reservations={reservations}
      details={(r) => `Uplaćeno ${rsd(paidAmount(r))}${r.deposit?.paidAt ? ` (${formatDateTime(r.deposit.paidAt)})` : ''}`}
      action={(r) => (
        <Button size="sm" variant="outline-primary" disabled={isLoading} onClick={() => void refund(r)}>
          Vraćeno
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
