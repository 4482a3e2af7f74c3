import { defineFeature } from '#platform/feature';
import { BOOKING_TERMS } from '../reservations/ports/booking-terms';
import { VENUE_PAYMENT_CHECK } from '../venues/ports/venue-payment-check';
import { STATEMENT_IMPORTS_MIGRATION } from './commands/import-statement/statement-import-job';
import { TermsOfBooking } from './commands/terms-of-booking';
import { TermsVenuePaymentCheck } from './commands/venue-payment-check';
import { MONEY_PERSONAL_FIELDS } from './domain/personal-fields';
import { MONEY_MAIL_RULES } from './money.mail-rules';
import { MoneyModule } from './money.module';
import { depositExpiryPlanner } from './projections/deposit-expiry-planner';
import { statementLinesProjector } from './projections/statement-lines.projector';
import { termsProjector } from './projections/terms.projector';

/** Terms per venue, zone, table, night and event; deposits on reservations (docs/payments.md). */
export const moneyFeature = defineFeature({
  name: 'money',
  module: MoneyModule,
  projectors: [termsProjector, depositExpiryPlanner, statementLinesProjector],
  mailRules: MONEY_MAIL_RULES,
  // The statement imports under way: a job's own state, not a read model (StatementImportJob).
  migrations: [STATEMENT_IMPORTS_MIGRATION],
  personalFields: MONEY_PERSONAL_FIELDS,
  ports: [
    { provide: BOOKING_TERMS, useExisting: TermsOfBooking },
    { provide: VENUE_PAYMENT_CHECK, useExisting: TermsVenuePaymentCheck },
  ],
});
