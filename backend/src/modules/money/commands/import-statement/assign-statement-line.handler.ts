import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_MESSAGES as MESSAGES, TERMS_MESSAGES } from '@izlazak/contracts';
import { withoutExpectedRevision } from '#platform/commands/command-context';
import { conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { runsVenue } from '../../../reservations/domain/table-night.decider';
import { statementLineDecider, statementLineStream } from '../../domain/bank-statement/statement-line.decider';
import { StatementLines } from '../../queries/statement-lines';
import { RecordPaymentCommand } from '../record-payment/record-payment.command';
import { AssignStatementLineCommand } from './import-statement.command';

/** 'Dodeli': the payment is recorded on the reservation the venue names (its deposit received, once), then the line is booked to it. */
@CommandHandler(AssignStatementLineCommand)
export class AssignStatementLineHandler implements ICommandHandler<AssignStatementLineCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly commandBus: CommandBus,
    private readonly statementLines: StatementLines,
  ) {}

  async execute({ clubId, lineId, code, byName, context }: AssignStatementLineCommand): Promise<CommandOutcome> {
    if (!runsVenue(context.actor, clubId)) throw forbidden();
    const [line] = await this.statementLines.lines(clubId, [lineId]);
    if (!line) throw notFound(MESSAGES.lineNotFound);
    const reservation = await this.statementLines.reservation(clubId, code);
    if (!reservation) throw notFound(MESSAGES.reservationNotFound);
    if (line.status !== 'unmatched' && line.reservationId !== reservation.reservationId) throw conflict(MESSAGES.lineAssigned, 'code');
    if (!reservation.deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'code');
    await this.commandBus.execute(new RecordPaymentCommand(reservation.reservationId, line.amount, byName, context));
    const match = { reservationId: reservation.reservationId, code: reservation.code };
    return this.repository.decide(statementLineStream(clubId, lineId), statementLineDecider, { type: 'AssignStatementLine', actor: context.actor, clubId, lineId, match, byName }, withoutExpectedRevision(context));
  }
}
