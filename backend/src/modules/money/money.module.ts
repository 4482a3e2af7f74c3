import { Module } from '@nestjs/common';
import { ReservationStreams } from '../reservations/commands/reservation-streams';
import { DepositExpiry } from './commands/deposit-expiry';
import { PaymentSettling } from './commands/payment-settling';
import { UndoPaymentHandler } from './commands/undo-payment/undo-payment.handler';
import { AssignStatementLineHandler } from './commands/import-statement/assign-statement-line.handler';
import { BankStatementsHttpController } from './commands/import-statement/bank-statements.http.controller';
import { ImportStatementHandler } from './commands/import-statement/import-statement.handler';
import { StatementLinePayment } from './commands/import-statement/line-payment';
import { StatementImportJob } from './commands/import-statement/statement-import-job';
import { StatementLines } from './queries/statement-lines';
import { DepositStateHttpController } from './commands/refund-deposit/deposit-state.http.controller';
import { RefundDepositHandler } from './commands/refund-deposit/refund-deposit.handler';
import { RecordPaymentHandler } from './commands/record-payment/record-payment.handler';
import { RecordPaymentHttpController } from './commands/record-payment/record-payment.http.controller';
import { SetTermsHandler } from './commands/set-terms/set-terms.handler';
import { SetTermsHttpController } from './commands/set-terms/set-terms.http.controller';
import { TermsOfBooking } from './commands/terms-of-booking';
import { TermsVenuePaymentCheck } from './commands/venue-payment-check';
import { PaymentQrHttpController } from './http/payment-qr.http.controller';
import { GetAppliedTermsHandler, GetTermsHandler } from './queries/get-terms/get-terms.handler';
import { GetTermsHttpController } from './queries/get-terms/get-terms.http.controller';
import { FiscalExportHttpController } from './queries/fiscal-export/fiscal-export.http.controller';
import { ListDepositsHttpController } from './queries/list-deposits/list-deposits.http.controller';
import { TicketRefundsHttpController } from './queries/ticket-refunds/ticket-refunds.http.controller';
import { TermsReader } from './queries/terms-reader';

/**
 * Money on the table (issue 23, docs/payments.md): venues' terms (/api/club/{clubId}/terms), the
 * deposits reservations wait for ('Uplata primljena' and its 'Poništi', the hold's expiry, the IPS QR code's picture).
 * TermsOfBooking implements reservations' BookingTerms port (money.feature.ts).
 */
@Module({
  controllers: [
    GetTermsHttpController,
    SetTermsHttpController,
    RecordPaymentHttpController,
    DepositStateHttpController,
    ListDepositsHttpController,
    BankStatementsHttpController,
    PaymentQrHttpController,
    TicketRefundsHttpController,
    FiscalExportHttpController,
  ],
  providers: [
    // Its own runner of table-night commands, as the waitlist has its own reader of booking facts.
    ReservationStreams,
    TermsReader,
    TermsOfBooking,
    TermsVenuePaymentCheck,
    SetTermsHandler,
    GetTermsHandler,
    GetAppliedTermsHandler,
    RecordPaymentHandler,
    RefundDepositHandler,
    StatementLines,
    ImportStatementHandler,
    AssignStatementLineHandler,
    StatementLinePayment,
    StatementImportJob,
    DepositExpiry,
    UndoPaymentHandler,
    PaymentSettling,
  ],
  exports: [TermsOfBooking, TermsVenuePaymentCheck],
})
export class MoneyModule {}
