import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { EditIcon, TrashIcon } from './icons';
import { Pagination } from './pagination';
import { QueryState, type QueryStatus } from './query-state';
import './data-table.css';
import { useMessages } from '../lib/locale';

interface DataCardProps {
  /** The card's heading; a screen whose page title says it all leaves it out. */
  title?: string;
  total?: number;
  /** A new page or search is on its way: a small spinner next to the title. */
  refreshing?: boolean;
  /** Left of the pagination, e.g. '1–10 od 42'. */
  summary?: ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The body: usually a QueryState around a DataTable. */
  children: ReactNode;
}

/** A dashboard list in its card: heading with the total, the body, and the pagination when there is more than one page. */
export function DataCard({ title, total, refreshing = false, summary, page, totalPages, onPageChange, children }: DataCardProps) {
  return (
    <div className="card border-0 shadow-sm data-card" aria-busy={refreshing}>
      {title !== undefined && (
        <div className="data-card__header">
          <span className="fw-semibold">
            {title}
            {total !== undefined && <span className="text-body-secondary fw-normal ms-2">({total})</span>}
          </span>
          {refreshing && <Spinner animation="border" size="sm" variant="primary" role="status" />}
        </div>
      )}
      {children}
      {(summary || totalPages > 1) && (
        <div className="data-card__footer">
          {summary && <span className="data-card__summary">{summary}</span>}
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
        </div>
      )}
    </div>
  );
}

/**
 * The table of a dashboard card. On a narrow screen it scrolls sideways inside the card, never
 * the page, and the row actions stay in view at its right edge.
 */
export function DataTable({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="table-responsive data-table-scroll">
      <table className={`table table-hover align-middle mb-0 data-table ${className}`} aria-label={label}>
        {children}
      </table>
    </div>
  );
}

/** Grey rows standing in for a dashboard table until its first page arrives. */
export function TableSkeleton({ rows, columns }: { rows: number; columns: number }) {
  return (
    <div className="table-responsive data-table-scroll" aria-hidden="true">
      <table className="table align-middle mb-0 data-table">
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className="placeholder-glow">
              {Array.from({ length: columns }, (_, column) => (
                <td key={column}>
                  <span className={`placeholder rounded col-${column === 0 ? 8 : 6}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column's header: its name, or its name and class. */
export type TableColumn = string | { label: string; className: string };

/** A table's header row; `withActions` adds the row actions' column. */
export function TableHead({ columns, withActions = false }: { columns: readonly TableColumn[]; withActions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th scope="col" key={column}>
              {column}
            </th>
          ) : (
            <th scope="col" key={column.label} className={column.className}>
              {column.label}
            </th>
          ),
        )}
        {withActions && <ActionsHeader />}
      </tr>
    </thead>
  );
}

/** The header of the row actions' column. */
export function ActionsHeader() {
  const t = useMessages();
  return (
    <th scope="col" className="text-end data-table__actions">
      {t('common.actions')}
    </th>
  );
}

/** The edit and delete icon buttons of a row, named after the row for screen readers; extra actions go first. */
/** Without `onDelete` (the caller may not delete), only the edit button. */
export function RowActions({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete?: () => void; children?: ReactNode }) {
  const t = useMessages();
  return (
    <td className="text-end text-nowrap data-table__actions">
      {children}
      <Button size="sm" variant="light" className="icon-button" onClick={onEdit} aria-label={t('common.editNamed', { name })} title={t('common.edit')}>
        <EditIcon size={16} />
      </Button>
      {onDelete && (
        <Button size="sm" variant="light" className="icon-button icon-button--danger" onClick={onDelete} aria-label={t('common.deleteNamed', { name })} title={t('common.delete')}>
          <TrashIcon size={16} />
        </Button>
      )}
    </td>
  );
}

export interface QueryTableProps<Row> {
  query: QueryStatus<Row[]>;
  /** What could not be loaded, in the user's words. */
  unavailable: string;
  /** The grey rows shown until the list arrives. */
  skeleton: { rows: number; columns: number };
  /** Shown when the list is empty. */
  empty: ReactNode;
  label: string;
  columns: readonly TableColumn[];
  /** One row of the table, keyed. */
  row: (item: Row) => ReactNode;
}

/** A whole (unpaged) list as a table: its loading, error and empty states, then a row per item. */
export function QueryTable<Row>({ query, unavailable, skeleton, empty, label, columns, row }: QueryTableProps<Row>) {
  return (
    <QueryState query={query} unavailable={unavailable} loading={<TableSkeleton {...skeleton} />} isEmpty={(list) => list.length === 0} empty={empty}>
      {(list) => (
        <DataTable label={label}>
          <TableHead columns={columns} />
          <tbody>{list.map(row)}</tbody>
        </DataTable>
      )}
    </QueryState>
  );
}
