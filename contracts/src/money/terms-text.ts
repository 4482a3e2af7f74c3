import { formatRsd } from '../schemas/menu.schema';
import type { ReservationTermsView } from '../schemas/money.schema';

/**
 * The terms of a table as the guest reads them, the same on the booking form, the reservation's
 * page and in every mail (docs/payments.md): what the table costs, and what cancelling costs.
 */
export interface TermsText {
  /** 'minimalna potrošnja 20.000 RSD', 'paket: Flaša + 4 energetska pića', 'depozit 10.000 RSD'; empty when the table asks nothing. */
  conditions: string[];
  /** What happens to the deposit on a cancellation and a no-show, or null without a deposit. */
  cancellation: string | null;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);
const depositIs = (outcome: 'keep' | 'refund') => (outcome === 'keep' ? 'zadržava' : 'vraća');

export function termsText(terms: ReservationTermsView | null | undefined): TermsText {
  if (!terms) return { conditions: [], cancellation: null };
  const conditions = [
    terms.minimumSpend > 0 ? `minimalna potrošnja ${formatRsd(terms.minimumSpend)}` : '',
    terms.package ? `paket: ${oneLine(terms.package)}` : '',
    terms.deposit > 0 ? `depozit ${formatRsd(terms.deposit)}` : '',
  ].filter(Boolean);
  if (terms.deposit <= 0) return { conditions, cancellation: null };
  const cancel =
    terms.freeCancelHours > 0
      ? `Besplatno otkazivanje do ${terms.freeCancelHours} h pre početka noći; posle toga depozit se ${depositIs(terms.lateCancel)}.`
      : `Kod otkazivanja depozit se ${depositIs(terms.lateCancel)}.`;
  return { conditions, cancellation: `${cancel} Ako ne dođete, depozit se ${depositIs(terms.noShow)}.` };
}
