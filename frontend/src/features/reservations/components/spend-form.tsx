import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { formatRsd, type ReservationView } from '@izlazak/contracts';
import { notifySuccess } from '../../../components/notify';
import { useRecordSpendMutation } from '../spend-api';

/** Statuses whose table may have spent something: the guests came, or a confirmed booking the door did not mark. */
const SERVED = new Set<ReservationView['status']>(['Arrived', 'Complete']);

export const mayRecordSpend = (reservation: Pick<ReservationView, 'status'>) => SERVED.has(reservation.status);

/** What the spend says against the terms' minimum, in the venue's words. */
export function spendVerdict(spend: NonNullable<ReservationView['spend']>): string {
  if (spend.minimumSpend === null) return formatRsd(spend.amount);
  return `${formatRsd(spend.amount)} od minimalnih ${formatRsd(spend.minimumSpend)} · ${spend.minimumSpendMet ? 'ispunjeno' : 'nije ispunjeno'}`;
}

/** 'Potrošnja': what the table spent, in whole dinars, against the minimum of the guest's terms. */
export function SpendForm({ reservation }: { reservation: Pick<ReservationView, '_id' | 'status' | 'spend' | 'terms'> }) {
  const id = useId();
  const [amount, setAmount] = useState(reservation.spend ? String(reservation.spend.amount) : '');
  const [record, recording] = useRecordSpendMutation();
  const minimum = reservation.terms?.minimumSpend ?? 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await record({ id: reservation._id, amount: amount.replace(/[\s.]/g, '') }).unwrap();
      notifySuccess('Potrošnja je upisana');
    } catch {
      // The error catalogue has shown why.
    }
  }

  return (
    <form className="spend-form mt-4" onSubmit={submit} data-testid="spend-form">
      <h3 className="h6 mb-2">Potrošnja</h3>
      {reservation.spend && (
        <p className={`small mb-2 ${reservation.spend.minimumSpendMet === false ? 'text-danger-emphasis' : 'text-body-secondary'}`} data-testid="spend-verdict">
          {spendVerdict(reservation.spend)}
        </p>
      )}
      {!reservation.spend && minimum > 0 && <p className="small text-body-secondary mb-2">Minimalna potrošnja: {formatRsd(minimum)}</p>}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <label className="form-label" htmlFor={id}>
            Iznos (RSD)
          </label>
          <input id={id} className="form-control" inputMode="numeric" value={amount} required onChange={(change) => setAmount(change.target.value)} />
        </div>
        <Button type="submit" variant="primary" disabled={recording.isLoading || amount.trim() === ''}>
          {recording.isLoading && <Spinner animation="border" size="sm" className="me-1" />}
          Sačuvaj potrošnju
        </Button>
      </div>
    </form>
  );
}
