import type { StatementMapping } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/club/{clubId}/bank-statements: the file, and for a CSV the column mapping (the saved one when left out). */
export class ImportStatementCommand {
  constructor(
    readonly clubId: string,
    readonly file: Buffer,
    readonly mapping: StatementMapping | undefined,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}

/** POST /api/club/{clubId}/bank-statements/lines/{lineId}/assign ('Dodeli'). */
export class AssignStatementLineCommand {
  constructor(
    readonly clubId: string,
    readonly lineId: string,
    readonly code: string,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
