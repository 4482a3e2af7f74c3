import { type PaymentSlipView, type ReservationDepositView } from '@izlazak/contracts';
import { formatBelgradeDateTime } from '../lib/belgrade-time';
import './payment-slip.css';

/** What a payment order needs, and the NBS IPS QR code of it (GET /api/reservations/{id}/payment-qr.png). */
export type SlipFacts = Omit<PaymentSlipView, 'qrText'>;

/** The slip of a reservation's deposit, with the address of its QR picture (the guest's door token opens it). */
export function slipOfDeposit(deposit: ReservationDepositView, qrUrl: string): SlipFacts {
  const { amount, reference, dueAt, account, paymentCode, purpose } = deposit;
  return { payee: deposit.payeeName, payeePlace: deposit.payeePlace, account, amount, purpose, paymentCode, reference, dueAt, qrUrl };
}

/** 10.000,00 RSD: as the bank app and the mail show the amount. */
const slipAmount = (amount: number) => `${amount.toLocaleString('sr-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} RSD`;

/**
 * The deposit's payment slip for the guest: the QR code their bank app scans (IPS), and the same
 * as text for a payment order typed by hand, with the time the table is held until.
 */
export function PaymentSlip({ slip, uniqueId }: { slip: SlipFacts; uniqueId: string }) {
  const due = formatBelgradeDateTime(slip.dueAt);
  const rows: [string, string][] = [
    ['Primalac', slip.payeePlace ? `${slip.payee}, ${slip.payeePlace}` : slip.payee],
    ['Račun primaoca', slip.account],
    ['Iznos', slipAmount(slip.amount)],
    ['Svrha plaćanja', slip.purpose],
    ['Šifra plaćanja', slip.paymentCode],
    ['Model i poziv na broj', `${slip.reference.slice(0, 2)} ${slip.reference.slice(2)}`],
  ];
  return (
    <section className="payment-slip" aria-label="Uplatnica za depozit" data-testid="payment-slip">
      <p className="payment-slip__title">Uplatite depozit do {due}</p>
      <p className="payment-slip__how">Skenirajte QR kod u aplikaciji svoje banke (IPS plaćanje) ili uplatite nalogom sa ovim podacima.</p>
      <div className="payment-slip__body">
        <figure className="payment-slip__qr">
          <img src={slip.qrUrl} alt={`NBS IPS QR kod za uplatu depozita, rezervacija ${uniqueId}`} width={220} height={220} />
          <figcaption>
            <a href={slip.qrUrl} download={`uplata-${uniqueId}.png`}>
              Sačuvaj QR kod
            </a>
          </figcaption>
        </figure>
        <dl className="payment-slip__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="payment-slip__note">Ako depozit ne stigne do {due}, rezervacija se otkazuje i sto oslobađa.</p>
    </section>
  );
}
