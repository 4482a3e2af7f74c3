import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { EditIcon, TrashIcon } from './icons';
import { Pagination } from './pagination';

/**
 * A dashboard table in its card: the title with the total, a spinner while a new page loads, the
 * table (its head and body are the children) and the pagination when there is more than one page.
 */
export function DataCard({
  title,
  total,
  refreshing,
  label,
  page,
  totalPages,
  onPageChange,
  children,
}: {
  title: string;
  total: number | undefined;
  refreshing: boolean;
  /** The table's accessible name. */
  label: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <div className="card border-0 shadow-sm data-card">
      <div className="data-card__header">
        <span className="fw-semibold">
          {title}
          {total !== undefined && <span className="text-body-secondary fw-normal ms-2">({total})</span>}
        </span>
        {refreshing && <Spinner animation="border" size="sm" variant="primary" role="status" />}
      </div>
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0 data-table" aria-label={label}>
          {children}
        </table>
      </div>
      {totalPages > 1 && (
        <div className="data-card__footer">
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
        </div>
      )}
    </div>
  );
}

/** Placeholder rows while a dashboard table loads. */
export function TableSkeleton({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" className="placeholder-glow">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <span className={`placeholder col-${column === 0 ? 8 : 6}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** The edit and delete icon buttons of a row, named after the row for screen readers; extra actions go first. */
export function RowActions({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete: () => void; children?: ReactNode }) {
  return (
    <td className="text-end text-nowrap">
      {children}
      <Button size="sm" variant="light" className="icon-button" onClick={onEdit} aria-label={`Izmeni ${name}`} title="Izmeni">
        <EditIcon size={16} />
      </Button>
      <Button size="sm" variant="light" className="icon-button icon-button--danger" onClick={onDelete} aria-label={`Obriši ${name}`} title="Obriši">
        <TrashIcon size={16} />
      </Button>
    </td>
  );
}

/** The one row of an empty table: why it is empty, and a retry when loading failed. */
export function EmptyTableRow({
  columns,
  icon,
  unavailable,
  onRetry,
  children,
}: {
  columns: number;
  icon: ReactNode;
  /** Set when loading failed: this message and a retry button replace `children`. */
  unavailable?: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <tr>
      <td colSpan={columns}>
        <div className="empty-state">
          {icon}
          {unavailable ? (
            <>
              <p className="mb-2">{unavailable}</p>
              <Button size="sm" variant="outline-primary" onClick={onRetry}>
                Pokušaj ponovo
              </Button>
            </>
          ) : (
            children
          )}
        </div>
      </td>
    </tr>
  );
}
