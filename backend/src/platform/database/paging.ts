import type pg from 'pg';
import type { Paged, PaginationData } from '@izlazak/contracts';

export interface PageRequest {
  page: number;
  size: number;
}

export function paginationData({ page, size }: PageRequest, total: number): PaginationData {
  return { page, size, total_records: total, total_pages: Math.ceil(total / size) };
}

export function pageOf<View>(data: View[], total: number, request: PageRequest): Paged<View> {
  return { data, paginationData: paginationData(request, total) };
}

export interface PageQuery {
  /** `FROM ... WHERE ...` with $1..$n placeholders for `params`. */
  from: string;
  params: unknown[];
  orderBy: string;
  columns?: string;
}

/** One page of rows and the count of all that match, in two indexed queries run side by side. */
export async function selectPage<Row extends pg.QueryResultRow>(pool: pg.Pool, query: PageQuery, request: PageRequest): Promise<{ rows: Row[]; total: number }> {
  const n = query.params.length;
  const [page, counted] = await Promise.all([
    pool.query<Row>(`SELECT ${query.columns ?? '*'} ${query.from} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...query.params,
      request.size,
      (request.page - 1) * request.size,
    ]),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total ${query.from}`, query.params),
  ]);
  return { rows: page.rows, total: counted.rows[0].total };
}

/** A user's text inside a LIKE pattern matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
