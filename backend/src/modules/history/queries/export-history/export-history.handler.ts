import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { HISTORY_ENTITY_TYPES, HISTORY_KINDS, type HistoryEntry } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { belgradeDateTime, csvCell } from '../../../site/queries/export-mailing-list/mailing-list-csv';
import { HISTORY_ORDER, assertMayReadHistory, historyWhere, toEntry, type HistoryRow } from '../history-rows';
import { ExportHistoryQuery } from './export-history.query';

/** A bound on one download; narrower filters get the rest. */
export const EXPORT_LIMIT = 50_000;

const HEADERS = ['Vreme', 'Ko', 'Uloga', 'Vrsta', 'Šta', 'Oznaka', 'Vrsta promene', 'Promene', 'Opis', 'Ruta', 'ID zahteva'];

function csvLine(entry: HistoryEntry): string {
  const changes = entry.changes.map((change) => `${change.label}: ${change.before ?? ''} → ${change.after ?? ''}`).join('; ');
  return [
    belgradeDateTime(new Date(entry.occurredAt)),
    entry.actor.name,
    entry.actor.role ?? '',
    HISTORY_ENTITY_TYPES[entry.entityType],
    entry.entityId,
    entry.entityLabel,
    HISTORY_KINDS[entry.kind],
    changes,
    entry.summary,
    entry.via ?? '',
    entry.correlationId,
  ]
    .map(csvCell)
    .join(',');
}

/** The CSV twin of the list: the same filters and order, UTF-8 with a BOM, Serbian headers. */
export function historyCsv(entries: HistoryEntry[]): string {
  return `\uFEFF${[HEADERS.join(','), ...entries.map(csvLine)].join('\r\n')}\r\n`;
}

@QueryHandler(ExportHistoryQuery)
export class ExportHistoryHandler implements IQueryHandler<ExportHistoryQuery, string> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filters, viewer }: ExportHistoryQuery): Promise<string> {
    assertMayReadHistory(viewer);
    const params: unknown[] = [];
    const where = historyWhere(filters, viewer, params);
    const { rows } = await this.pool.query<HistoryRow>(`SELECT * FROM history_entries WHERE ${where} ORDER BY ${HISTORY_ORDER} LIMIT ${EXPORT_LIMIT}`, params);
    return historyCsv(rows.map((row) => toEntry(row, viewer)));
  }
}
