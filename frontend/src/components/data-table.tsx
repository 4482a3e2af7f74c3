import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { EditIcon, TrashIcon } from './icons';

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
