import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { ContactMessageView, Paged } from '@izlazak/contracts';
import { forbidden } from '../../../../platform/commands/domain-errors';
import { PG_POOL } from '../../../../platform/database/database.tokens';
import { ListContactMessagesQuery } from './list-contact-messages.query';

interface MessageRow {
  id: string;
  name: string;
  email: string;
  theme: string;
  phone: string;
  message: string;
  club_id: string | null;
  sent_at: Date;
}

@QueryHandler(ListContactMessagesQuery)
export class ListContactMessagesHandler implements IQueryHandler<ListContactMessagesQuery, Paged<ContactMessageView>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ paging, reader }: ListContactMessagesQuery): Promise<Paged<ContactMessageView>> {
    const params: unknown[] = [];
    let where = 'true';
    if (reader.role !== 'admin') {
      if (reader.role !== 'manager' || !reader.clubId) throw forbidden();
      params.push(reader.clubId);
      where = 'club_id = $1';
    }
    const { rows: counted } = await this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM contact_messages WHERE ${where}`, params);
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT id, name, email, theme, phone, message, club_id, sent_at FROM contact_messages WHERE ${where}
       ORDER BY sent_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, paging.size, (paging.page - 1) * paging.size],
    );
    const total = counted[0].total;
    return {
      data: rows.map((row) => ({
        _id: row.id, name: row.name, email: row.email, theme: row.theme, phone: row.phone, message: row.message,
        clubId: row.club_id, sentAt: row.sent_at.toISOString(),
      })),
      paginationData: { page: paging.page, size: paging.size, total_records: total, total_pages: Math.ceil(total / paging.size) },
    };
  }
}
