import { formatAmount, type MessageId, type PaymentSlipView, type ReservationDepositView } from '@izlazak/contracts';
import { useLocale, useMessages } from '../lib/locale';
import { formatBelgradeDateTime } from '../lib/belgrade-time';
import './payment-slip.css';

/** What a payment order needs, and the NBS IPS QR code of it (GET /api/reservations/{id}/payment-qr.png). */
export type SlipFacts = Omit<PaymentSlipView, 'qrText'>;

/** The slip of a reservation's deposit, with the address of its QR picture (the guest's door token opens it). */
export function slipOfDeposit(deposit: ReservationDepositView, qrUrl: string): SlipFacts {
  const { amount, reference, dueAt, account, paymentCode, purpose } = deposit;
  return { payee: deposit.payeeName, payeePlace: deposit.payeePlace, account, amount, purpose, paymentCode, reference, dueAt, qrUrl };
}

/**
 * The deposit's payment slip for the guest: the QR code their bank app scans (IPS), and the same
 * as text for a payment order typed by hand, with the time the table is held until.
 */
export function PaymentSlip({ slip, uniqueId }: { slip: SlipFacts; uniqueId: string }) {
  const t = useMessages();
  const locale = useLocale();
  const due = formatBelgradeDateTime(slip.dueAt);
  const rows: [MessageId, string][] = [
    ['slip.payee', slip.payeePlace ? `${slip.payee}, ${slip.payeePlace}` : slip.payee],
    ['slip.account', slip.account],
    ['slip.amount', formatAmount(slip.amount, locale, { cents: true })],
    ['slip.purpose', slip.purpose],
    ['slip.paymentCode', slip.paymentCode],
    ['slip.reference', `${slip.reference.slice(0, 2)} ${slip.reference.slice(2)}`],
  ];
  return (
    <section className="payment-slip" aria-label={t('slip.label')} data-testid="payment-slip">
      <p className="payment-slip__title">{t('slip.title', { due })}</p>
      <p className="payment-slip__how">{t('slip.how')}</p>
      <div className="payment-slip__body">
        <figure className="payment-slip__qr">
          <img src={slip.qrUrl} alt={t('slip.qrAlt', { uniqueId })} width={220} height={220} />
          <figcaption>
            <a href={slip.qrUrl} download={`uplata-${uniqueId}.png`}>
              {t('slip.saveQr')}
            </a>
          </figcaption>
        </figure>
        <dl className="payment-slip__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="payment-slip__note">{t('slip.note', { due })}</p>
    </section>
  );
}
