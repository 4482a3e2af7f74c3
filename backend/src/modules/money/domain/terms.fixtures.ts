import type { TermsRule, VenueTerms } from './terms.decider';

/** Klub Dorćol's terms as the decider saves them: its account as 18 digits, the payment slip's defaults, and `rules`. */
export const savedTerms = (rules: TermsRule[]): VenueTerms => ({
  paymentAccount: '160000000001234595',
  payeeName: 'Klub Dorćol d.o.o.',
  payeePlace: 'Beograd',
  paymentCode: '289',
  paymentPurpose: 'Depozit za rezervaciju',
  depositHoldMinutes: 60,
  confirmOnDeposit: true,
  rules,
});
