import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_MESSAGES as MESSAGES, type StatementImportView, type StatementMapping } from '@izlazak/contracts';
import { withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { badRequest, forbidden } from '#platform/commands/domain-errors';
import { ConcurrentChangeError, EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { runsVenue } from '../../../reservations/domain/table-night.decider';
import { readCamt053 } from '../../domain/bank-statement/camt053';
import { readCsvStatement } from '../../domain/bank-statement/csv-statement';
import { StatementError, uniqueIdOfLine, type GuestContact, type StatementLine } from '../../domain/bank-statement/statement-line';
import { statementLineDecider, statementLineStream, statementMappingDecider, statementMappingStream, type LineMatch } from '../../domain/bank-statement/statement-line.decider';
import { StatementLines } from '../../queries/statement-lines';
import { ImportStatementCommand } from './import-statement.command';
import { StatementLinePayment } from './line-payment';

type Booking = 'matched' | 'unmatched' | 'overpaid' | 'alreadyImported';

/** The reservation a line pays for and its guest, or why none. */
interface Matching {
  match: LineMatch | null;
  guest: GuestContact | null;
  night: string | null;
  reason: string | null;
}

const unmatched = (reason: string): Matching => ({ match: null, guest: null, night: null, reason });

const rsd = (amount: number) => `${amount.toLocaleString('sr-RS')} RSD`;

/**
 * Reads the whole statement first (a file refused anywhere changes nothing: no mapping saved, no
 * line booked), then books each incoming payment: a line already recorded (by an earlier import of
 * the same statement) is passed over; otherwise its reference names the reservation and, when the
 * amount is the deposit's, the line is recorded booked to it as the first event of its own stream,
 * and only the import that recorded it records the payment on the reservation ('Uplata primljena').
 * Two imports at once: one records the line and pays, the other counts it as already imported. A
 * second transfer for a deposit already paid is 'Višak uplate' (overpaid), for the venue to refund.
 */
@CommandHandler(ImportStatementCommand)
export class ImportStatementHandler implements ICommandHandler<ImportStatementCommand, StatementImportView> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly statementLines: StatementLines,
    private readonly payment: StatementLinePayment,
  ) {}

  async execute({ clubId, file, mapping, byName, context }: ImportStatementCommand): Promise<StatementImportView> {
    if (!runsVenue(context.actor, clubId)) throw forbidden();
    const lines = await this.read(clubId, file, mapping);
    if (mapping && !isXml(file)) await this.repository.decide(statementMappingStream(clubId), statementMappingDecider, { type: 'SaveStatementMapping', clubId, mapping }, withoutExpectedRevision(context));
    const counts: Record<Booking, number> = { matched: 0, unmatched: 0, overpaid: 0, alreadyImported: 0 };
    for (const line of lines) counts[await this.book(clubId, line, byName, context)]++;
    return { ...counts, lines: await this.statementLines.lines(clubId, lines.map((line) => line.lineId)) };
  }

  /** Every line of the file, or a refusal naming the field and the line: nothing is written before the whole file reads. */
  private async read(clubId: string, file: Buffer, mapping: StatementMapping | undefined): Promise<StatementLine[]> {
    try {
      if (isXml(file)) return readCamt053(file);
      const used = mapping ?? (await this.repository.load(statementMappingStream(clubId), statementMappingDecider)).state.mapping;
      if (!used) throw badRequest(MESSAGES.mappingMissing, 'mapping');
      return readCsvStatement(file, used);
    } catch (error) {
      if (error instanceof StatementError) throw badRequest(error.message, error.field);
      throw error;
    }
  }

  private async book(clubId: string, line: StatementLine, byName: string, context: CommandContext): Promise<Booking> {
    const stream = statementLineStream(clubId, line.lineId);
    if ((await this.repository.load(stream, statementLineDecider)).state.recorded) return 'alreadyImported';
    const { match, guest, night, reason } = await this.match(clubId, line);
    try {
      const recorded = await this.repository.decide(stream, statementLineDecider, { type: 'RecordStatementLine', clubId, line, match, guest, reason }, withoutExpectedRevision(context));
      if (recorded.events.length === 0) return 'alreadyImported';
    } catch (error) {
      if (error instanceof ConcurrentChangeError) return 'alreadyImported';
      throw error;
    }
    if (!match || !night) return 'unmatched';
    const { outcome } = await this.payment.pay(clubId, line.lineId, match, { amount: line.amount, night }, byName, context);
    return outcome.kind === 'paid' ? 'matched' : outcome.kind === 'overpaid' ? 'overpaid' : 'unmatched';
  }

  /** The reservation the payment is for, by its reference and amount; or why none. */
  private async match(clubId: string, line: StatementLine): Promise<Matching> {
    const code = uniqueIdOfLine(line);
    if (!code) return unmatched(MESSAGES.noReference);
    const reservation = await this.statementLines.reservation(clubId, code);
    if (!reservation?.deposit) return unmatched(MESSAGES.noReservation);
    if (reservation.deposit.amount !== line.amount) return unmatched(MESSAGES.amountDiffers(rsd(reservation.deposit.amount)));
    return { match: { reservationId: reservation.reservationId, code: reservation.code }, guest: reservation.guest, night: reservation.night, reason: null };
  }
}

/** camt.053 is XML: its first character (after a byte order mark and blanks) is '<'. */
const isXml = (file: Buffer) => file.subarray(0, 256).toString('utf8').replace(/^\uFEFF/, '').trimStart().startsWith('<');
