import { Infer, literal, optional, string, type, union } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';

/**
 * The bank statement import (docs/payments.md): a CSV export with the venue's column mapping, or a
 * camt.053 XML statement; its incoming payments are matched to deposits by their model 97 reference
 * and amount, the rest listed for the venue to assign by hand.
 */

const FIELD_NAMES = { date: 'datum', amount: 'iznos uplate', reference: 'poziv na broj', payer: 'nalogodavac', payerAccount: 'račun nalogodavca', purpose: 'svrha' } as const;

/** A statement's text shown back in a message: at most 40 characters. */
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

export const BANK_STATEMENT_MESSAGES = {
  fileRequired: 'refusal.money.fileRequired',
  tooLarge: 'refusal.money.tooLarge',
  unknownFormat: 'refusal.money.unknownFormat',
  emptyCsv: 'refusal.money.emptyCsv',
  badXml: (problem: string) => `XML izvoda nije ispravan: ${problem}`,
  notCamt053: 'refusal.money.notCamt053',
  csvAmount: (row: number, text: string) => `Red ${row}: iznos '${shown(text)}' nije broj (npr. 10.000,00, najviše 999.999.999.999,99)`,
  csvDate: (row: number, text: string) => `Red ${row}: datum '${shown(text)}' nije u obliku dd.MM.yyyy`,
  csvControl: (row: number) => `Red ${row}: izvod sadrži nedozvoljen kontrolni znak (npr. NUL); izvod nije uvezen`,
  csvQuote: (row: number) => `Red ${row}: navodnik nije zatvoren; izvod nije uvezen`,
  camtAmount: (entry: number) => `Stavka ${entry} izvoda nema ispravan iznos (Amt, najviše 999.999.999.999,99)`,
  camtControl: (entry: number) => `Stavka ${entry} izvoda sadrži nedozvoljen kontrolni znak (npr. NUL)`,
  mappingRequired: (field: keyof typeof FIELD_NAMES) => `Mapiranje kolona: navedite kolonu za ${FIELD_NAMES[field]}`,
  mappingMissing: 'refusal.money.mappingMissing',
  mappingJson: 'refusal.money.mappingJson',
  mappingColumn: 'validation.money.mappingColumn',
  columnMissing: (name: string, header: string[]) => `Izvod nema kolonu '${name}' (kolone: ${header.join(', ')})`,
  lineNotFound: 'refusal.money.lineNotFound',
  lineAssigned: 'refusal.money.lineAssigned',
  lineMatched: 'refusal.money.lineMatched',
  reservationRequired: 'validation.money.reservationRequired',
  reservationNotFound: 'refusal.money.reservationNotFound',
  noReservation: 'refusal.money.noReservation',
  noReference: 'refusal.money.noReference',
  amountDiffers: (deposit: string) => `Iznos se ne poklapa sa depozitom (${deposit})`,
  notAwaiting: 'refusal.money.notAwaiting',
  overpaid: (code: string) => `Višak uplate: depozit rezervacije ${code} je već uplaćen; uplatu treba vratiti nalogodavcu`,
  tooManyLines: (limit: string) => `Izvod može imati najviše ${limit} stavki; podelite ga na manje izvode`,
  importNotFound: 'refusal.money.importNotFound',
  refundOnlyOverpaid: 'refusal.money.refundOnlyOverpaid',
} as const;

/** Lines one statement may hold: a month of a busy venue's transfers, with room to spare. */
export const MAX_STATEMENT_LINES = 20_000;

const column = optional(
  coerce(
    define<string | undefined>(
      'statementColumn',
      { type: 'string', maxLength: 80 },
      (value) => value === undefined || (typeof value === 'string' && value.length <= 80) || BANK_STATEMENT_MESSAGES.mappingColumn,
    ),
    union([string(), literal(null)]),
    (value) => (value === null || value.trim() === '' ? undefined : value.trim()),
  ),
);

/** Which CSV column is what: a header name ('Poziv na broj') or a column number ('5'). */
export const statementMappingSchema = type({ date: column, amount: column, reference: column, payer: column, payerAccount: column, purpose: column });
export type StatementMapping = Infer<typeof statementMappingSchema>;

/** One incoming payment read from a bank statement. */
export interface StatementLine {
  /** Stable across imports of the same statement: a repeated import finds the line already booked by it. */
  lineId: string;
  source: 'csv' | 'camt053';
  /** yyyy-MM-dd: the booking (or value) date. */
  date: string;
  /** RSD, at most two decimals. */
  amount: number;
  /** The payment's reference as the statement wrote it ('97 801011121302030405'), '' when it had none. */
  reference: string;
  payer: string;
  /** The payer's account as the statement wrote it, '' when it had none. */
  payerAccount: string;
  purpose: string;
}

/** One incoming payment of an imported statement, as the venue sees it. */
export interface StatementLineView extends StatementLine {
  /**
   * matched: booked to a deposit by its reference; assigned: by the venue's hand; unmatched: waiting
   * to be assigned; overpaid ('Višak uplate'): the deposit it names was already paid, the money is for the venue to refund;
   * refunded: such a payment the venue has sent back to the payer.
   */
  status: 'matched' | 'assigned' | 'unmatched' | 'overpaid' | 'refunded';
  reservationId: string | null;
  /** The reservation's number ('ABCD2345'). */
  code: string | null;
  /** Why it was not matched (Serbian), null once it is. */
  reason: string | null;
  importedAt: string;
}

/**
 * An import of a statement, a job (POST /api/club/{clubId}/bank-statements answers 202 with it;
 * GET …/bank-statements/imports/{importId} is where it stands): how many of its lines are booked so
 * far and how; once done, the statement's lines.
 */
export interface StatementImportView {
  importId: string;
  /** running: lines are being booked; done: every line is; failed: the job gave up (the lines booked so far stay booked, an import again books the rest). */
  state: 'running' | 'done' | 'failed';
  /** The statement's incoming payments. */
  total: number;
  /** Lines looked at so far (matched + unmatched + overpaid + alreadyImported). */
  processed: number;
  matched: number;
  unmatched: number;
  /** Payments for a deposit already paid ('Višak uplate'). */
  overpaid: number;
  alreadyImported: number;
  /** The statement's lines in its order, once done; empty while running. */
  lines: StatementLineView[];
  /** Where the import stands: GET it until `state` is no longer running. */
  statusUrl: string;
}

/** POST /api/club/{clubId}/bank-statements/lines/{lineId}/assign: the reservation, by its number ('ABCD2345') or id. */
export const assignStatementLineSchema = type({
  code: optional(
    coerce(
      define<string | undefined>(
        'code',
        { type: 'string', maxLength: 100 },
        (value) => value === undefined || (typeof value === 'string' && value.length <= 100) || BANK_STATEMENT_MESSAGES.reservationRequired,
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? undefined : value.trim()),
    ),
  ),
});
export type AssignStatementLineInput = Infer<typeof assignStatementLineSchema>;
