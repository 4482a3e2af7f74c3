import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { ContactMessageView, Paged } from '@izlazak/contracts';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { pageOf, selectPage } from '#platform/database/paging';
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
    const { rows, total } = await selectPage<MessageRow>(
      this.pool,
      {
        columns: 'id, name, email, theme, phone, message, club_id, sent_at',
        from: `FROM contact_messages WHERE ${where}`,
        params,
        orderBy: 'sent_at DESC, id',
      },
      paging,
    );
    const messages = rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      theme: row.theme,
      phone: row.phone,
      message: row.message,
      clubId: row.club_id,
      sentAt: row.sent_at.toISOString(),
    }));
    return pageOf(messages, total, paging);
  }
}
