import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import type pg from 'pg';
import { HISTORY_CSV_COLUMNS, HISTORY_ENTITY_TYPE_MESSAGES, HISTORY_KIND_MESSAGES, t, type HistoryEntry, type Locale } from '@izlazak/contracts';
import { requestLocale } from '#platform/http/request-context';
import { PG_POOL } from '#platform/database/database.tokens';
import { belgradeDateTime, csvCell } from '../../../site/queries/export-mailing-list/mailing-list-csv';
import { HISTORY_ORDER, assertMayReadHistory, historyWhere, toEntry, type HistoryRow } from '../history-rows';
import type { HistoryViewer } from '../../domain/personal-data';
import { ExportHistoryQuery } from './export-history.query';

/** A bound on one download; narrower filters get the rest. */
export const EXPORT_LIMIT = 50_000;

/** The names of the entity types and kinds in one language, each worded once per export (not once per row). */
function namesIn(locale: Locale) {
  const worded = new Map<string, string>();
  return (key: Parameters<typeof t>[0]) => {
    let name = worded.get(key);
    if (name === undefined) worded.set(key, (name = t(key, {}, locale)));
    return name;
  };
}

function csvLine(entry: HistoryEntry, name: ReturnType<typeof namesIn>): string {
  const changes = entry.changes.map((change) => `${change.label}: ${change.before ?? ''} → ${change.after ?? ''}`).join('; ');
  return [
    belgradeDateTime(new Date(entry.occurredAt)),
    entry.actor.name,
    entry.actor.role ?? '',
    name(HISTORY_ENTITY_TYPE_MESSAGES[entry.entityType]),
    entry.entityId,
    entry.entityLabel,
    name(HISTORY_KIND_MESSAGES[entry.kind]),
    changes,
    entry.summary,
    entry.via ?? '',
    entry.correlationId,
  ]
    .map(csvCell)
    .join(',');
}

/** Rows read and written per chunk: the event loop gets a turn between chunks, so other requests never wait long. */
const CHUNK = 500;

type PositionedRow = HistoryRow & { commit_position: string; prepare_position: string };

/**
 * The CSV twin of the list: the same filters and order, UTF-8 with a BOM, its headers and names in the request's language (Serbian by default). Streamed
 * in chunks read by their position (keyset, on the order's index), the first read before the answer
 * starts so a refusal is still an answer of its own.
 */
@QueryHandler(ExportHistoryQuery)
export class ExportHistoryHandler implements IQueryHandler<ExportHistoryQuery, AsyncIterable<string>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filters, viewer }: ExportHistoryQuery): Promise<AsyncIterable<string>> {
    assertMayReadHistory(viewer);
    const params: unknown[] = [];
    const where = historyWhere(filters, viewer, params);
    const first = await this.chunk(where, params, null, Math.min(CHUNK, EXPORT_LIMIT));
    return this.csv(where, params, first, viewer, requestLocale());
  }

  private async *csv(where: string, params: unknown[], first: PositionedRow[], viewer: HistoryViewer, locale: Locale): AsyncGenerator<string> {
    yield `\uFEFF${HISTORY_CSV_COLUMNS.map((column) => csvCell(t(column, {}, locale))).join(',')}\r\n`;
    const name = namesIn(locale);
    let rows = first;
    let written = 0;
    for (;;) {
      if (rows.length > 0) yield rows.map((row) => `${csvLine(toEntry(row, viewer, locale), name)}\r\n`).join('');
      written += rows.length;
      const wanted = Math.min(CHUNK, EXPORT_LIMIT - written);
      if (rows.length < CHUNK || wanted <= 0) return;
      await turnOfTheEventLoop();
      rows = await this.chunk(where, params, rows[rows.length - 1], wanted);
    }
  }

  private async chunk(where: string, params: unknown[], after: PositionedRow | null, limit: number): Promise<PositionedRow[]> {
    const keyset = after ? ` AND (commit_position, prepare_position) < ($${params.length + 1}::numeric, $${params.length + 2}::numeric)` : '';
    const values = after ? [...params, after.commit_position, after.prepare_position] : params;
    const { rows } = await this.pool.query<PositionedRow>(`SELECT * FROM history_entries WHERE ${where}${keyset} ORDER BY ${HISTORY_ORDER} LIMIT ${limit}`, values);
    return rows;
  }
}
