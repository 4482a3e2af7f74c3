import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_MESSAGES as MESSAGES, type StatementImportView, type StatementMapping } from '@izlazak/contracts';
import { withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { badRequest, DomainError, forbidden } from '#platform/commands/domain-errors';
import { ConcurrentChangeError, EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { runsVenue } from '../../../reservations/domain/table-night.decider';
import { readCamt053 } from '../../domain/bank-statement/camt053';
import { readCsvStatement } from '../../domain/bank-statement/csv-statement';
import { StatementError, uniqueIdOfLine, type GuestContact, type StatementLine } from '../../domain/bank-statement/statement-line';
import { statementLineDecider, statementLineStream, statementMappingDecider, statementMappingStream, type LineMatch } from '../../domain/bank-statement/statement-line.decider';
import { StatementLines } from '../../queries/statement-lines';
import { RecordPaymentCommand } from '../record-payment/record-payment.command';
import { ImportStatementCommand } from './import-statement.command';

type Booking = 'matched' | 'unmatched' | 'alreadyImported';

/** The reservation a line pays for and its guest, or why none. */
interface Matching {
  match: LineMatch | null;
  guest: GuestContact | null;
  reason: string | null;
}

const unmatched = (reason: string): Matching => ({ match: null, guest: null, reason });

const rsd = (amount: number) => `${amount.toLocaleString('sr-RS')} RSD`;

/**
 * Reads the statement, then books each incoming payment: a line already recorded (by an earlier
 * import of the same statement) is passed over; otherwise its reference names the reservation and,
 * when the amount is the deposit's, the payment is recorded on the reservation ('Uplata primljena',
 * which once done changes nothing), and the line is recorded as the first event of its own stream.
 * Two imports at once may both record the payment (one event: the reservation's decider sees it
 * paid) but only one records the line; the other counts it as already imported.
 */
@CommandHandler(ImportStatementCommand)
export class ImportStatementHandler implements ICommandHandler<ImportStatementCommand, StatementImportView> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly commandBus: CommandBus,
    private readonly statementLines: StatementLines,
  ) {}

  async execute({ clubId, file, mapping, byName, context }: ImportStatementCommand): Promise<StatementImportView> {
    if (!runsVenue(context.actor, clubId)) throw forbidden();
    const lines = await this.read(clubId, file, mapping, context);
    const counts: Record<Booking, number> = { matched: 0, unmatched: 0, alreadyImported: 0 };
    for (const line of lines) counts[await this.book(clubId, line, byName, context)]++;
    return { ...counts, lines: await this.statementLines.lines(clubId, lines.map((line) => line.lineId)) };
  }

  private async read(clubId: string, file: Buffer, mapping: StatementMapping | undefined, context: CommandContext): Promise<StatementLine[]> {
    try {
      if (isXml(file)) return readCamt053(file);
      const used = mapping ?? (await this.repository.load(statementMappingStream(clubId), statementMappingDecider)).state.mapping;
      if (!used) throw badRequest(MESSAGES.mappingMissing, 'mapping');
      const lines = readCsvStatement(file, used);
      if (mapping) await this.repository.decide(statementMappingStream(clubId), statementMappingDecider, { type: 'SaveStatementMapping', clubId, mapping }, withoutExpectedRevision(context));
      return lines;
    } catch (error) {
      if (error instanceof StatementError) throw badRequest(error.message, error.field);
      throw error;
    }
  }

  private async book(clubId: string, line: StatementLine, byName: string, context: CommandContext): Promise<Booking> {
    const stream = statementLineStream(clubId, line.lineId);
    if ((await this.repository.load(stream, statementLineDecider)).state.recorded) return 'alreadyImported';
    const { match, guest, reason } = await this.match(clubId, line, byName, context);
    try {
      const recorded = await this.repository.decide(stream, statementLineDecider, { type: 'RecordStatementLine', clubId, line, match, guest, reason }, withoutExpectedRevision(context));
      if (recorded.events.length === 0) return 'alreadyImported';
    } catch (error) {
      if (error instanceof ConcurrentChangeError) return 'alreadyImported';
      throw error;
    }
    return match ? 'matched' : 'unmatched';
  }

  /** The reservation the payment is for, by its reference and amount, with the payment recorded; or why not. */
  private async match(clubId: string, line: StatementLine, byName: string, context: CommandContext): Promise<Matching> {
    const code = uniqueIdOfLine(line);
    if (!code) return unmatched(MESSAGES.noReference);
    const reservation = await this.statementLines.reservation(clubId, code);
    if (!reservation?.deposit) return unmatched(MESSAGES.noReservation);
    if (reservation.deposit.amount !== line.amount) return unmatched(MESSAGES.amountDiffers(rsd(reservation.deposit.amount)));
    try {
      await this.commandBus.execute(new RecordPaymentCommand(reservation.reservationId, line.amount, byName, context));
    } catch (error) {
      if (error instanceof DomainError) return unmatched(error.message);
      throw error;
    }
    return { match: { reservationId: reservation.reservationId, code: reservation.code }, guest: reservation.guest, reason: null };
  }
}

/** camt.053 is XML: its first character (after a byte order mark and blanks) is '<'. */
const isXml = (file: Buffer) => file.subarray(0, 256).toString('utf8').replace(/^\uFEFF/, '').trimStart().startsWith('<');
