import { badRequest } from '#platform/commands/domain-errors';

/** The payment details a venue settings edit sends (each left out stays as it is). */
export interface VenuePaymentEdit {
  paymentAccount?: string;
  payeeName?: string;
  payeePlace?: string;
}

/** What is wrong with the edit: the field and a Serbian message. */
export interface VenuePaymentProblem {
  field: string;
  message: string;
}

/**
 * What the venue's settings ask money, which sits above venues, before they change the payment
 * details: whether the venue's terms still ask deposits without an account or a payee, and whether a
 * bank app would take a slip made of them. The money feature implements it (its manifest's `ports`).
 */
export interface VenuePaymentCheck {
  problemOf(clubId: string, edit: VenuePaymentEdit): Promise<VenuePaymentProblem | null>;
}

export const VENUE_PAYMENT_CHECK = Symbol('VenuePaymentCheck');

/** Refuses (400 naming the field) a settings edit whose payment details money would not take; an edit without them passes. */
export async function assertPaymentEdit(check: VenuePaymentCheck, clubId: string, { paymentAccount, payeeName, payeePlace }: VenuePaymentEdit): Promise<void> {
  if (paymentAccount === undefined && payeeName === undefined && payeePlace === undefined) return;
  const problem = await check.problemOf(clubId, { paymentAccount, payeeName, payeePlace });
  if (problem) throw badRequest(problem.message, problem.field);
}
