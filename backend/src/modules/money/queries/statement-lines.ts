import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { ReservationDepositView, StatementLineView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import type { GuestContact } from '../domain/bank-statement/statement-line';

interface LineRow {
  line_id: string;
  source: StatementLineView['source'];
  date: string;
  amount: string;
  reference: string;
  payer: string;
  payer_account: string;
  purpose: string;
  status: StatementLineView['status'];
  reservation_id: string | null;
  code: string | null;
  reason: string | null;
  imported_at: Date;
}

/** A reservation of the venue a payment may be booked to. */
export interface PayableReservation {
  reservationId: string;
  code: string;
  status: string;
  /** yyyy-MM-dd */
  night: string;
  deposit: ReservationDepositView | null;
  /** The guest's contact: whose key seals the payer's name of a payment booked to it. */
  guest: GuestContact;
}

const LINE_COLUMNS = `line_id, source, to_char(date, 'YYYY-MM-DD') AS date, amount::text, reference, payer, payer_account, purpose, status, reservation_id, code, reason, imported_at`;

const toLineView = (row: LineRow): StatementLineView => ({
  lineId: row.line_id,
  source: row.source,
  date: row.date,
  amount: Number(row.amount),
  reference: row.reference,
  payer: row.payer,
  payerAccount: row.payer_account,
  purpose: row.purpose,
  status: row.status,
  reservationId: row.reservation_id,
  code: row.code,
  reason: row.reason,
  importedAt: row.imported_at.toISOString(),
});

/** The venue's statement lines (an inline read model) and the reservations they are booked to (the reservations' read model). */
@Injectable()
export class StatementLines {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async lines(clubId: string, lineIds: string[]): Promise<StatementLineView[]> {
    const { rows } = await this.pool.query<LineRow>(`SELECT ${LINE_COLUMNS} FROM statement_lines WHERE club_id = $1 AND line_id = ANY($2)`, [clubId, lineIds]);
    const byId = new Map(rows.map((row) => [row.line_id, toLineView(row)]));
    return lineIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** Payments still waiting to be assigned, the oldest first. */
  async unmatched(clubId: string): Promise<StatementLineView[]> {
    const { rows } = await this.pool.query<LineRow>(
      `SELECT ${LINE_COLUMNS} FROM statement_lines WHERE club_id = $1 AND status = 'unmatched' ORDER BY date, imported_at LIMIT 500`,
      [clubId],
    );
    return rows.map(toLineView);
  }

  /** 'Višak uplate': payments for a deposit already paid, for the venue to refund, the oldest first. */
  async overpaid(clubId: string): Promise<StatementLineView[]> {
    const { rows } = await this.pool.query<LineRow>(`SELECT ${LINE_COLUMNS} FROM statement_lines WHERE club_id = $1 AND status = 'overpaid' ORDER BY date, imported_at LIMIT 500`, [
      clubId,
    ]);
    return rows.map(toLineView);
  }

  /** By the reservation's number ('ABCD2345', any case) or id, of this venue only. */
  async reservation(clubId: string, codeOrId: string): Promise<PayableReservation | null> {
    const { rows } = await this.pool.query<{ id: string; unique_id: string; status: string; night: string; deposit: ReservationDepositView | null; email: string; phone: string }>(
      "SELECT id, unique_id, status, to_char(night, 'YYYY-MM-DD') AS night, deposit, email, phone FROM reservations WHERE club_id = $1 AND NOT deleted AND (unique_id = upper($2) OR id = $2) LIMIT 1",
      [clubId, codeOrId],
    );
    const row = rows[0];
    return row
      ? { reservationId: row.id, code: row.unique_id, status: row.status, night: row.night, deposit: row.deposit, guest: { guestEmail: row.email, guestPhone: row.phone } }
      : null;
  }
}
