import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { BANK_STATEMENT_MESSAGES as MESSAGES, said, say, type StatementImportView } from '@izlazak/contracts';
import { storableContext, withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { notFound } from '#platform/commands/domain-errors';
import { ConcurrentChangeError, EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import type { Migration } from '#platform/database/migrations';
import { inTransaction } from '#platform/database/pool';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { NightClock } from '#platform/time/night-clock';
import { uniqueIdOfLine, type GuestContact, type StatementLine } from '../../domain/bank-statement/statement-line';
import { statementLineDecider, statementLineStream, type LineMatch } from '../../domain/bank-statement/statement-line.decider';
import { payableTicketOrder } from '../../../tickets/queries/ticket-rows';
import { StatementLines } from '../../queries/statement-lines';
import { StatementLinePayment } from './line-payment';

/**
 * An import under way: its counts, and its lines staged in order until booked (a line's payer and
 * purpose are blanked from the stage as soon as the line is booked, so the stage holds no one's
 * data longer than the import runs).
 */
export const STATEMENT_IMPORTS_MIGRATION: Migration = {
  id: '20261202-01-statement-imports',
  sql: `
    CREATE TABLE statement_imports (
      import_id text PRIMARY KEY,
      club_id text NOT NULL,
      total integer NOT NULL,
      processed integer NOT NULL DEFAULT 0,
      matched integer NOT NULL DEFAULT 0,
      unmatched integer NOT NULL DEFAULT 0,
      overpaid integer NOT NULL DEFAULT 0,
      already_imported integer NOT NULL DEFAULT 0,
      state text NOT NULL DEFAULT 'running',
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE TABLE statement_import_lines (
      import_id text NOT NULL REFERENCES statement_imports ON DELETE CASCADE,
      position integer NOT NULL,
      line_id text NOT NULL,
      line jsonb,
      PRIMARY KEY (import_id, position)
    );`,
};

export const STATEMENT_IMPORT_JOB = 'statement-import';

/**
 * Lines booked by one run of the job; the next run comes after a pause as long as this one took,
 * so an import uses at most about half of one connection and one core, whatever its size, and the
 * venue's night (and every other venue's) goes on beside it.
 */
const LINES_PER_RUN = 100;
const SHORTEST_PAUSE_MS = 20;

type Booking = 'matched' | 'unmatched' | 'overpaid' | 'alreadyImported';

const COUNT_COLUMNS: Record<Booking, string> = { matched: 'matched', unmatched: 'unmatched', overpaid: 'overpaid', alreadyImported: 'already_imported' };

interface ImportJob {
  importId: string;
  clubId: string;
  byName: string;
  context: CommandContext;
}

interface ImportRow {
  import_id: string;
  total: number;
  processed: number;
  matched: number;
  unmatched: number;
  overpaid: number;
  already_imported: number;
  state: 'running' | 'done';
}

/** The reservation a line pays for and its guest, or why none. */
interface Matching {
  match: LineMatch | null;
  guest: GuestContact | null;
  night: string | null;
  reason: string | null;
}

// The reason is kept with the line, worded as the venue reads it.
const unmatched = (reason: string): Matching => ({ match: null, guest: null, night: null, reason: say(reason) });

/** An order's number is one character longer than a reservation's (docs/tickets.md). */
const TICKET_ORDER_NUMBER_LENGTH = 9;

const rsd = (amount: number) => `${amount.toLocaleString('sr-RS')} RSD`;

const importJobKey = (importId: string) => ({ stream: `statement-import-${importId}`, purpose: STATEMENT_IMPORT_JOB });

export const statementImportUrl = (clubId: string, importId: string) => `/api/club/${encodeURIComponent(clubId)}/bank-statements/imports/${encodeURIComponent(importId)}`;

/**
 * Books a statement's lines as a job (docs/payments.md): the request that brought the file has read
 * it whole and answers at once; the job books its lines in order, a run of lines at a time, and the
 * screen polls where it stands. Each line is booked as before: a line already recorded (by an
 * earlier import of the same statement, or by one running beside this one) is passed over;
 * otherwise its reference names the reservation and, when the amount is the deposit's, the line is
 * recorded booked to it as the first event of its own stream, and only the import that recorded it
 * records the payment ('Uplata primljena'). A second transfer for a deposit already paid is 'Višak
 * uplate'. A run that crashed is retried from the first line it had not counted: the lines it had
 * booked count as already imported then.
 */
@Injectable()
export class StatementImportJob implements OnModuleInit {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly repository: EventSourcedRepository,
    private readonly statementLines: StatementLines,
    private readonly payment: StatementLinePayment,
    private readonly scheduler: ScheduledCommands,
    private readonly clock: NightClock,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<ImportJob>(STATEMENT_IMPORT_JOB, (job) => this.run(job));
  }

  /** Stages the lines and starts the job; answers where the import stands (nothing booked yet). */
  async start(clubId: string, lines: StatementLine[], byName: string, context: CommandContext): Promise<StatementImportView> {
    const importId = randomUUID();
    await inTransaction(this.pool, async (tx) => {
      await tx.query('INSERT INTO statement_imports (import_id, club_id, total) VALUES ($1, $2, $3)', [importId, clubId, lines.length]);
      await tx.query(
        `INSERT INTO statement_import_lines (import_id, position, line_id, line)
         SELECT $1, staged.position - 1, staged.line->>'lineId', staged.line FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS staged(line, position)`,
        [importId, JSON.stringify(lines)],
      );
      await this.scheduleRun({ importId, clubId, byName, context: storableContext(context) }, this.clock.now(), tx);
    });
    await this.scheduler.wakeCommitted(importJobKey(importId));
    return (await this.status(clubId, importId))!;
  }

  /** Where the import stands; null when this venue has no such import. */
  async status(clubId: string, importId: string): Promise<StatementImportView | null> {
    const { rows } = await this.pool.query<ImportRow>('SELECT * FROM statement_imports WHERE import_id = $1 AND club_id = $2', [importId, clubId]);
    const row = rows[0];
    if (!row) return null;
    const state = row.state === 'done' ? 'done' : (await this.gaveUp(importId)) ? 'failed' : 'running';
    return {
      importId,
      state,
      total: row.total,
      processed: row.processed,
      matched: row.matched,
      unmatched: row.unmatched,
      overpaid: row.overpaid,
      alreadyImported: row.already_imported,
      lines: state === 'done' ? await this.statementLines.lines(clubId, await this.lineIds(importId)) : [],
      statusUrl: statementImportUrl(clubId, importId),
    };
  }

  async statusOrNotFound(clubId: string, importId: string): Promise<StatementImportView> {
    const status = await this.status(clubId, importId);
    if (!status) throw notFound(MESSAGES.importNotFound);
    return status;
  }

  /** One run: the next lines in order, each counted as it is booked; then the next run, or done. */
  private async run(job: ImportJob): Promise<void> {
    const started = Date.now();
    const { rows } = await this.pool.query<{ position: number; line: StatementLine }>(
      `SELECT l.position, l.line FROM statement_import_lines l JOIN statement_imports i USING (import_id)
        WHERE l.import_id = $1 AND i.state = 'running' AND l.position >= i.processed ORDER BY l.position LIMIT $2`,
      [job.importId, LINES_PER_RUN],
    );
    for (const { position, line } of rows) await this.count(job.importId, position, await this.book(job, line));
    const { rows: left } = await this.pool.query<{ total: number; processed: number }>('SELECT total, processed FROM statement_imports WHERE import_id = $1', [job.importId]);
    if (!left[0]) return;
    if (left[0].processed < left[0].total) {
      await this.scheduleRun(job, new Date(this.clock.now().getTime() + Math.max(SHORTEST_PAUSE_MS, Date.now() - started)));
      return;
    }
    await this.pool.query("UPDATE statement_imports SET state = 'done', finished_at = now() WHERE import_id = $1 AND state = 'running'", [job.importId]);
  }

  /** The line counted and its payer's data gone from the stage, at once: a retry starts after it. */
  private async count(importId: string, position: number, booking: Booking): Promise<void> {
    await this.pool.query(
      `WITH counted AS (
         UPDATE statement_imports SET processed = $2 + 1, ${COUNT_COLUMNS[booking]} = ${COUNT_COLUMNS[booking]} + 1 WHERE import_id = $1 AND processed = $2 RETURNING import_id
       )
       UPDATE statement_import_lines SET line = NULL WHERE import_id = $1 AND position = $2`,
      [importId, position],
    );
  }

  private async book({ clubId, byName, context }: ImportJob, line: StatementLine): Promise<Booking> {
    const stream = statementLineStream(clubId, line.lineId);
    if ((await this.repository.load(stream, statementLineDecider)).state.recorded) return 'alreadyImported';
    const { match, guest, night, reason } = await this.match(clubId, line);
    try {
      const recorded = await this.repository.decide(
        stream,
        statementLineDecider,
        { type: 'RecordStatementLine', clubId, line, match, guest, reason },
        withoutExpectedRevision(context),
      );
      if (recorded.events.length === 0) return 'alreadyImported';
    } catch (error) {
      if (error instanceof ConcurrentChangeError) return 'alreadyImported';
      throw error;
    }
    if (!match || !night) return 'unmatched';
    const { outcome } = await this.payment.pay(clubId, line.lineId, match, { amount: line.amount, night }, byName, context);
    return outcome.kind === 'paid' ? 'matched' : outcome.kind === 'overpaid' ? 'overpaid' : 'unmatched';
  }

  /** The reservation (8 characters) or order of tickets (9) the payment is for, by its reference and amount; or why none. */
  private async match(clubId: string, line: StatementLine): Promise<Matching> {
    const code = uniqueIdOfLine(line);
    if (!code) return unmatched(MESSAGES.noReference);
    if (code.length === TICKET_ORDER_NUMBER_LENGTH) return this.matchOrder(clubId, line, code);
    const reservation = await this.statementLines.reservation(clubId, code);
    if (!reservation?.deposit) return unmatched(MESSAGES.noReservation);
    if (reservation.deposit.amount !== line.amount) return unmatched(MESSAGES.amountDiffers(rsd(reservation.deposit.amount)));
    return { match: { reservationId: reservation.reservationId, code: reservation.code }, guest: reservation.guest, night: reservation.night, reason: null };
  }

  /** An order of tickets: its number and its amount (docs/tickets.md); the payment itself is decided on the event's tickets. */
  private async matchOrder(clubId: string, line: StatementLine, number: string): Promise<Matching> {
    const order = await payableTicketOrder(this.pool, clubId, number);
    if (!order || order.amount === 0) return unmatched(said('tickets.lineNoOrder'));
    if (order.amount !== line.amount) return unmatched(said('tickets.lineAmountDiffers', { amount: rsd(order.amount) }));
    return {
      match: { reservationId: '', code: order.number, orderId: order.orderId },
      guest: { guestEmail: order.buyerEmail, guestPhone: order.buyerPhone },
      night: order.night,
      reason: null,
    };
  }

  private scheduleRun(job: ImportJob, runAt: Date, tx?: pg.PoolClient) {
    return this.scheduler.schedule<ImportJob>({ ...importJobKey(job.importId), runAt, payload: job }, tx);
  }

  /** The scheduler ran out of retries: the import stops where it was. */
  private async gaveUp(importId: string): Promise<boolean> {
    const schedule = await this.scheduler.find(importJobKey(importId));
    return schedule?.state === 'failed';
  }

  private async lineIds(importId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ line_id: string }>('SELECT line_id FROM statement_import_lines WHERE import_id = $1 ORDER BY position', [importId]);
    return rows.map((row) => row.line_id);
  }
}
