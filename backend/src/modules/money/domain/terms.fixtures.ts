import { TERMS_EXAMPLE } from '../http/terms.openapi';
import type { TermsRule, VenueTerms } from './terms.decider';

const { payeeName, payeePlace, paymentCode, paymentPurpose, depositHoldMinutes, confirmOnDeposit } = TERMS_EXAMPLE;

/** The documented example's venue (Klub Dorćol) with `rules`, as the decider saves its terms: the account as its 18 digits. */
export const savedTerms = (rules: TermsRule[]): VenueTerms => ({
  paymentAccount: '160000000001234595',
  payeeName,
  payeePlace,
  paymentCode,
  paymentPurpose,
  depositHoldMinutes,
  confirmOnDeposit,
  rules,
});
