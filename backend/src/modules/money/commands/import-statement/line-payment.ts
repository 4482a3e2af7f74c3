import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { DomainError } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { statementLineDecider, statementLineStream, type LineMatch } from '../../domain/bank-statement/statement-line.decider';
import { PayTicketOrderCommand } from '../../../tickets/commands/pay-order/pay-order.command';
import { RecordPaymentCommand } from '../record-payment/record-payment.command';

const ALREADY_PAID = 'tickets.orderAlreadyPaid';

/** What the line's payment did: it paid the deposit, came for a deposit already paid ('Višak uplate'), or was refused (why). */
export type LinePaymentOutcome = { kind: 'paid' } | { kind: 'overpaid' } | { kind: 'refused'; error: DomainError };

/**
 * The payment of a statement line its owner decided: run only after the line was booked to the
 * reservation on the line's own stream (where one booking wins), so a line pays at most one
 * deposit. The deposit found paid already makes the line 'Višak uplate'; a refused payment (the
 * hold ran out meanwhile) hands the line back to the unassigned list with the reason.
 */
@Injectable()
export class StatementLinePayment {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly commandBus: CommandBus,
  ) {}

  async pay(
    clubId: string,
    lineId: string,
    match: LineMatch,
    { amount, night }: { amount: number; night: string },
    byName: string,
    context: CommandContext,
  ): Promise<{ outcome: LinePaymentOutcome; position: CommandOutcome['position'] }> {
    let outcome: LinePaymentOutcome;
    try {
      if (match.orderId) {
        // The order's tickets are issued by this line; the same line again changes nothing (and counts as paid by it).
        const paid = await this.commandBus.execute<PayTicketOrderCommand, CommandOutcome>(new PayTicketOrderCommand(match.orderId, { amount, lineId }, null, context));
        return { outcome: { kind: 'paid' }, position: paid.position };
      }
      const paid = await this.commandBus.execute<RecordPaymentCommand, CommandOutcome>(new RecordPaymentCommand(match.reservationId, amount, byName, context));
      outcome = paid.events.length > 0 ? { kind: 'paid' } : { kind: 'overpaid' };
      if (outcome.kind === 'paid') return { outcome, position: paid.position };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // An order paid already (by another line or by hand): this line is 'Višak uplate', as for a deposit.
      outcome = match.orderId && error.said === ALREADY_PAID ? { kind: 'overpaid' } : { kind: 'refused', error };
    }
    const settled = await this.repository.decide(
      statementLineStream(clubId, lineId),
      statementLineDecider,
      {
        type: 'SettleStatementLine',
        clubId,
        lineId,
        match,
        outcome: outcome.kind === 'overpaid' ? { kind: 'overpaid', amount, night } : { kind: 'refused', reason: outcome.error.message },
      },
      withoutExpectedRevision(context),
    );
    return { outcome, position: settled.position };
  }
}
