import { formatNight } from '@izlazak/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ReservationView } from '@izlazak/contracts';
import { DashboardPage } from '../../../components/dashboard-page';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { VenueChoice } from '../../../components/venue-choice';
import { formatDateTime } from '../../../lib/dates';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { StatementImport } from '../components/statement-import';
import { useGetDepositsQuery, useSetDepositStateMutation } from '../api';
import { MoneySection } from '../components/money-section';
import '../money.css';

/** yyyy-MM-dd → dd.MM.yyyy */
const rsd = (amount: number) => `${amount.toLocaleString('sr-RS')} RSD`;

/** Depoziti: the deposits a venue still has to settle, with 'Uplata primljena' and 'Vraćeno'. */
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
              <DepositList clubId={clubId} reservations={data.awaitingPayment} {...AWAITING_PAYMENT} />
              <StatementImport clubId={clubId} />
              <DepositList clubId={clubId} reservations={data.refundDue} {...REFUND_DUE} />
            </>
          )}
        </QueryState>
      )}
    </DashboardPage>
  );
}

interface DepositAction {
  state: 'paid' | 'refunded';
  label: string;
  done: string;
}

const AWAITING_PAYMENT = {
  heading: 'Čekaju uplatu',
  empty: 'Nijedna rezervacija ne čeka uplatu depozita.',
  action: { state: 'paid', label: 'Uplata primljena', done: 'Uplata je zabeležena' },
} satisfies { heading: string; empty: string; action: DepositAction };

const REFUND_DUE = {
  heading: 'Za povraćaj',
  empty: 'Nema depozita za povraćaj.',
  action: { state: 'refunded', label: 'Vraćeno', done: 'Povraćaj je zabeležen' },
} satisfies { heading: string; empty: string; action: DepositAction };

function DepositList({ clubId, heading, empty, reservations, action }: { clubId: string; heading: string; empty: string; reservations: ReservationView[]; action: DepositAction }) {
  const [setState, { isLoading }] = useSetDepositStateMutation();
  const headingId = `deposits-${action.state}`;
  const act = async (reservation: ReservationView) => {
    const done = await setState({ clubId, reservationId: reservation._id, state: action.state });
    if ('data' in done) notifySuccess(`${action.done}: ${reservation.uniqueId}`);
  };
  return (
    <MoneySection headingId={headingId} heading={<>{heading} ({reservations.length})</>}>
      <ul className="list-group list-group-flush">
        {reservations.length === 0 && <li className="list-group-item text-body-secondary">{empty}</li>}
        {reservations.map((reservation) => (
          <li key={reservation._id} className="list-group-item deposit-row">
            <div className="deposit-row__what">
              <strong>{reservation.uniqueId}</strong> · {reservation.firstName} {reservation.lastName} · {reservation.tableName} · {formatNight(reservation.date)}
              <div className="small text-body-secondary">
                {action.state === 'paid'
                  ? `Depozit ${rsd(reservation.deposit?.amount ?? 0)}, rok za uplatu ${formatDateTime(reservation.deposit?.dueAt)}, poziv na broj ${reservation.deposit?.reference ?? ''}`
                  : `Uplaćeno ${rsd(reservation.deposit?.paidAmount ?? reservation.deposit?.amount ?? 0)}${reservation.deposit?.paidAt ? ` (${formatDateTime(reservation.deposit.paidAt)})` : ''}`}
              </div>
            </div>
            <Button size="sm" variant={action.state === 'paid' ? 'success' : 'outline-primary'} disabled={isLoading} onClick={() => void act(reservation)}>
              {action.label}
            </Button>
          </li>
        ))}
      </ul>
    </MoneySection>
  );
}
