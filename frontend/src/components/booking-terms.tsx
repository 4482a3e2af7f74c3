import { termsText, type ReservationTermsView } from '@izlazak/contracts';
import { useLocale, useMessages } from '../lib/locale';
import './booking-terms.css';

interface BookingTermsProps {
  terms: ReservationTermsView | null;
  /** On the booking form: how long the table is held for the deposit, and that booking accepts the terms. */
  beforeBooking?: { depositHoldMinutes: number };
}

/**
 * A table's terms as the guest reads them before booking and after: minimum spend, package,
 * deposit and what cancelling costs for the booked night as of now, the concrete deadline or that
 * it has passed (the mails say the same, contracts' termsText). Nothing for a table that asks nothing.
 */
export function BookingTerms({ terms, beforeBooking }: BookingTermsProps) {
  const t = useMessages();
  const locale = useLocale();
  const { conditions, cancellation } = termsText(terms, new Date(), locale);
  if (conditions.length === 0) return null;
  const deposit = (terms?.deposit ?? 0) > 0;
  return (
    <section className="booking-terms" aria-label={t('terms.title')} data-testid="booking-terms">
      <p className="booking-terms__title">{t('terms.title')}</p>
      <ul className="booking-terms__conditions">
        {conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      {cancellation && <p className="booking-terms__note">{cancellation}</p>}
      {beforeBooking && deposit && <p className="booking-terms__note">{t('terms.depositHold', { minutes: beforeBooking.depositHoldMinutes })}</p>}
      {beforeBooking && <p className="booking-terms__accept">{t('terms.accept')}</p>}
    </section>
  );
}
