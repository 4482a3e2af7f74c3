import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { RESERVATION_MESSAGES, type ReservationDetailView, type ReservationMailView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { RESERVATION_COLUMNS, toView, visibleReservations, type ReservationRow } from '../reservation-rows';
import { GetReservationQuery } from './get-reservation.query';

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  rule: string;
  status: ReservationMailView['status'];
  created_at: Date;
  sent_at: Date | null;
}

@QueryHandler(GetReservationQuery)
export class GetReservationHandler implements IQueryHandler<GetReservationQuery, ReservationDetailView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ reservationId, viewer, byGuestLink }: GetReservationQuery): Promise<ReservationDetailView> {
    const params: unknown[] = [reservationId];
    const visible = byGuestLink ? 'TRUE' : viewer ? visibleReservations(viewer, params) : 'FALSE';
    const { rows } = await this.pool.query<ReservationRow>(`SELECT ${RESERVATION_COLUMNS} FROM reservations WHERE id = $1 AND NOT deleted AND ${visible}`, params);
    // Someone else's reservation reads as missing: its existence is the guest's business.
    if (!rows[0]) throw notFound(RESERVATION_MESSAGES.notFound);
    return { ...toView(rows[0]), mails: await this.mailsAbout(reservationId) };
  }

  /** The mails its events sent, oldest first (the outbox is the mail dispatcher's; read, never written, here). */
  private async mailsAbout(reservationId: string): Promise<ReservationMailView[]> {
    const { rows } = await this.pool.query<MailRow>(
      `SELECT m.id, m.to_address, m.subject, m.rule, m.status, m.created_at, m.sent_at
         FROM reservation_changes c JOIN mail_outbox m ON m.event_id = c.event_id
        WHERE c.reservation_id = $1 ORDER BY m.created_at, m.id`,
      [reservationId],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      kind: row.rule,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    }));
  }
}
