import type { ReactNode } from 'react';
import { DataCard } from './data-table';
import { QueryState, type QueryStatus } from './query-state';

/** One page of a dashboard list as the API answers it. */
interface ListPage<Row> {
  data: Row[];
  paginationData: { total_records: number; total_pages: number };
}

/** The part of an RTK Query hook's result for a paged list that the card reads. */
export interface PagedQuery<Row> extends QueryStatus<ListPage<Row>> {
  isFetching: boolean;
  isLoading: boolean;
}

interface PagedListCardProps<Row> {
  title: string;
  query: PagedQuery<Row>;
  page: number;
  onPageChange: (page: number) => void;
  /** What could not be loaded, in the user's words. */
  unavailable: string;
  /** Shown until the first page arrives; a spinner unless given. */
  loading?: ReactNode;
  /** Shown when the page has no rows: why, and what to do next. */
  empty: ReactNode;
  /** The page's rows, usually as a DataTable. */
  children: (rows: Row[]) => ReactNode;
}

/** A paged dashboard list: its card with the total and pagination, and the page's state or rows. */
export function PagedListCard<Row>({ title, query, page, onPageChange, unavailable, loading, empty, children }: PagedListCardProps<Row>) {
  return (
    <DataCard
      title={title}
      total={query.data?.paginationData.total_records}
      refreshing={query.isFetching && !query.isLoading}
      page={page}
      totalPages={query.data?.paginationData.total_pages ?? 0}
      onPageChange={onPageChange}
    >
      <QueryState query={query} unavailable={unavailable} loading={loading} isEmpty={(result) => result.data.length === 0} empty={empty}>
        {(result) => children(result.data)}
      </QueryState>
    </DataCard>
  );
}
