import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';
import { requestLocale } from '#platform/http/request-context';
import { ExportMailingListQuery } from './export-mailing-list.query';
import { mailingListCsv } from './mailing-list-csv';

@QueryHandler(ExportMailingListQuery)
export class ExportMailingListHandler implements IQueryHandler<ExportMailingListQuery, string> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute(): Promise<string> {
    const { rows } = await this.pool.query<{ email: string; subscribed_at: Date }>('SELECT email, subscribed_at FROM subscribers WHERE subscribed ORDER BY subscribed_at, email');
    return mailingListCsv(
      rows.map((row) => ({ email: row.email, subscribedAt: row.subscribed_at })),
      requestLocale(),
    );
  }
}
