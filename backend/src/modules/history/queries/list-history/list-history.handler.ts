import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { HistoryEntry, Paged } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { requestLocale } from '#platform/http/request-context';
import { pageOf, selectPage } from '#platform/database/paging';
import { HISTORY_ORDER, assertMayReadHistory, historyWhere, toEntry, type HistoryRow } from '../history-rows';
import { ListHistoryQuery } from './list-history.query';

@QueryHandler(ListHistoryQuery)
export class ListHistoryHandler implements IQueryHandler<ListHistoryQuery, Paged<HistoryEntry>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filters, viewer }: ListHistoryQuery): Promise<Paged<HistoryEntry>> {
    assertMayReadHistory(viewer);
    const params: unknown[] = [];
    const { rows, total } = await selectPage<HistoryRow>(
      this.pool,
      { from: `FROM history_entries WHERE ${historyWhere(filters, viewer, params)}`, params, orderBy: HISTORY_ORDER },
      filters,
    );
    return pageOf(
      rows.map((row) => toEntry(row, viewer, requestLocale())),
      total,
      filters,
    );
  }
}
