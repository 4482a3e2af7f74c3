import { Injectable } from '@nestjs/common';
import { TERMS_MESSAGES } from '@izlazak/contracts';
import type { VenuePaymentCheck, VenuePaymentEdit, VenuePaymentProblem } from '../../venues/ports/venue-payment-check';
import { slipProblem } from '../domain/terms.decider';
import { TermsReader } from '../queries/terms-reader';
import { asksDeposits } from '../queries/terms-views';

/**
 * Venues' VenuePaymentCheck port: the venue's settings may not take away the account or the payee
 * while its terms ask deposits, nor set payee data no bank app would take on a slip.
 */
@Injectable()
export class TermsVenuePaymentCheck implements VenuePaymentCheck {
  constructor(private readonly reader: TermsReader) {}

  async problemOf(clubId: string, edit: VenuePaymentEdit): Promise<VenuePaymentProblem | null> {
    const current = await this.reader.venueTerms(clubId);
    if (!current) return null;
    const terms = { ...current.terms, ...definedOnly(edit) };
    const paymentAccount = terms.paymentAccount || null;
    if (asksDeposits(terms)) {
      if (!paymentAccount) return { field: 'paymentAccount', message: TERMS_MESSAGES.accountRequired };
      if (!terms.payeeName) return { field: 'payeeName', message: TERMS_MESSAGES.payeeNameRequired };
    }
    return slipProblem({ ...terms, paymentAccount });
  }
}

const definedOnly = (edit: VenuePaymentEdit) => Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
