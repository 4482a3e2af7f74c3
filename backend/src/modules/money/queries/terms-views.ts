import { type AppliedTermsView, type PayeeView, type VenueTermsView } from '@izlazak/contracts';
import { termsOfNight } from '../../reservations/domain/deposit-outcome';
import { formatAccount } from '../domain/account';
import { reservationTerms } from '../domain/terms-resolution';
import type { TermsRule, VenueTerms } from '../domain/terms.decider';
import type { VenueTermsRead } from './terms-reader';

/** The terms of a venue that never set any: no rules, the slip's defaults. */
export { NO_PAYEE_TERMS as NO_TERMS } from '../domain/terms.decider';

export const asksDeposits = (terms: VenueTerms) => terms.rules.some((rule) => rule.deposit > 0);

/**
 * The venue's terms as GET and PUT answer them. The account is what every slip of the venue shows,
 * so anyone sees it while the venue asks deposits; otherwise only its manager and admins do.
 */
export function toVenueTermsView(clubId: string, { version, terms }: VenueTermsRead, mayManage: boolean): VenueTermsView {
  const showAccount = terms.paymentAccount !== null && (mayManage || asksDeposits(terms));
  return {
    clubId,
    version,
    paymentAccount: showAccount ? formatAccount(terms.paymentAccount!) : null,
    payeeName: terms.payeeName,
    payeePlace: terms.payeePlace,
    paymentCode: terms.paymentCode,
    paymentPurpose: terms.paymentPurpose,
    depositHoldMinutes: terms.depositHoldMinutes,
    confirmOnDeposit: terms.confirmOnDeposit !== false,
    rules: terms.rules.map((rule) => ({ ...rule })),
  };
}

export function payeeOf(terms: VenueTerms): PayeeView | null {
  if (!terms.paymentAccount) return null;
  return { name: terms.payeeName, place: terms.payeePlace, account: formatAccount(terms.paymentAccount), paymentCode: terms.paymentCode };
}

export function toAppliedTermsView(
  target: { clubId: string; tableId: string; night: string | null; eventId: string | null },
  terms: VenueTerms,
  rule: TermsRule | null,
  nightStartsAt: string | null = null,
): AppliedTermsView {
  const applied = rule ? { ...reservationTerms(rule), nightStartsAt } : null;
  return {
    ...target,
    terms: applied && target.night ? termsOfNight(applied, target.night) : applied,
    depositHoldMinutes: terms.depositHoldMinutes,
    payee: rule && rule.deposit > 0 ? payeeOf(terms) : null,
  };
}
