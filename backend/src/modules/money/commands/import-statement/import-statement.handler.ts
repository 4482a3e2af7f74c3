import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_MESSAGES as MESSAGES, MAX_STATEMENT_LINES, type StatementImportView, type StatementMapping } from '@izlazak/contracts';
import { withoutExpectedRevision } from '#platform/commands/command-context';
import { badRequest, forbidden } from '#platform/commands/domain-errors';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { runsVenue } from '../../../reservations/domain/table-night';
import { readCamt053 } from '../../domain/bank-statement/camt053';
import { readCsvStatement } from '../../domain/bank-statement/csv-statement';
import { StatementError, type StatementLine } from '../../domain/bank-statement/statement-line';
import { statementMappingDecider, statementMappingStream } from '../../domain/bank-statement/statement-line.decider';
import { ImportStatementCommand } from './import-statement.command';
import { StatementImportJob } from './statement-import-job';

/**
 * Reads the whole statement first (a file refused anywhere changes nothing: no mapping saved, no
 * line booked), saves a CSV's mapping, and hands the lines to the import's job, which books them
 * (StatementImportJob): the answer says where the import stands.
 */
@CommandHandler(ImportStatementCommand)
export class ImportStatementHandler implements ICommandHandler<ImportStatementCommand, StatementImportView> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly job: StatementImportJob,
  ) {}

  async execute({ clubId, file, mapping, byName, context }: ImportStatementCommand): Promise<StatementImportView> {
    if (!runsVenue(context.actor, clubId)) throw forbidden();
    const lines = await this.read(clubId, file, mapping);
    if (mapping && !isXml(file))
      await this.repository.decide(statementMappingStream(clubId), statementMappingDecider, { type: 'SaveStatementMapping', clubId, mapping }, withoutExpectedRevision(context));
    return this.job.start(clubId, lines, byName, context);
  }

  /** Every line of the file, or a refusal naming the field and the line: nothing is written before the whole file reads. */
  private async read(clubId: string, file: Buffer, mapping: StatementMapping | undefined): Promise<StatementLine[]> {
    try {
      if (isXml(file)) return withinLimit(readCamt053(file));
      const used = mapping ?? (await this.repository.load(statementMappingStream(clubId), statementMappingDecider)).state.mapping;
      if (!used) throw badRequest(MESSAGES.mappingMissing, 'mapping');
      return withinLimit(readCsvStatement(file, used));
    } catch (error) {
      if (error instanceof StatementError) throw badRequest(error.said, error.field);
      throw error;
    }
  }
}

/** camt.053 is XML: its first character (after a byte order mark and blanks) is '<'. */
const isXml = (file: Buffer) =>
  file
    .subarray(0, 256)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');

function withinLimit(lines: StatementLine[]): StatementLine[] {
  if (lines.length > MAX_STATEMENT_LINES) throw badRequest(MESSAGES.tooManyLines(MAX_STATEMENT_LINES.toLocaleString('sr-RS')), 'file');
  return lines;
}
