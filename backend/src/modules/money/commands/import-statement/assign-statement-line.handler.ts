import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_MESSAGES as MESSAGES, TERMS_MESSAGES } from '@izlazak/contracts';
import { withoutExpectedRevision } from '#platform/commands/command-context';
import { conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { runsVenue } from '../../../reservations/domain/table-night';
import { statementLineDecider, statementLineStream } from '../../domain/bank-statement/statement-line.decider';
import { StatementLines } from '../../queries/statement-lines';
import { AssignStatementLineCommand } from './import-statement.command';
import { StatementLinePayment } from './line-payment';

/**
 * 'Dodeli': first the line is booked to the reservation the venue names, on the line's own stream,
 * whose revision lets one booking through (twenty assigns at once: one books it, the same
 * reservation again changes nothing, another is 409); then only that booking records the payment
 * on the reservation. A deposit already paid makes the line 'Višak uplate'; a refused payment gives
 * the line back (unassigned, with the reason) and answers the refusal.
 */
@CommandHandler(AssignStatementLineCommand)
export class AssignStatementLineHandler implements ICommandHandler<AssignStatementLineCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly statementLines: StatementLines,
    private readonly payment: StatementLinePayment,
  ) {}

  async execute({ clubId, lineId, code, byName, context }: AssignStatementLineCommand): Promise<CommandOutcome> {
    if (!runsVenue(context.actor, clubId)) throw forbidden();
    const [line] = await this.statementLines.lines(clubId, [lineId]);
    if (!line) throw notFound(MESSAGES.lineNotFound);
    const reservation = await this.statementLines.reservation(clubId, code);
    if (!reservation) throw notFound(MESSAGES.reservationNotFound);
    if (line.status !== 'unmatched' && line.reservationId !== reservation.reservationId) throw conflict(MESSAGES.lineAssigned, 'code');
    if (!reservation.deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'code');
    const match = { reservationId: reservation.reservationId, code: reservation.code };
    const booked = await this.repository.decide(
      statementLineStream(clubId, lineId),
      statementLineDecider,
      { type: 'AssignStatementLine', actor: context.actor, clubId, lineId, match, byName },
      withoutExpectedRevision(context),
    );
    if (booked.events.length === 0) return booked;
    const { outcome, position } = await this.payment.pay(clubId, lineId, match, { amount: line.amount, night: reservation.night }, byName, context);
    if (outcome.kind === 'refused') throw outcome.error;
    return { events: booked.events, position };
  }
}
