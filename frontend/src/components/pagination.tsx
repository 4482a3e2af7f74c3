import BootstrapPagination from 'react-bootstrap/Pagination';
import './pagination.css';
import { useMessages } from '../lib/locale';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Page numbers to show: the ends, the current page and its neighbours, gaps as null. */
function visiblePages(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) withGaps.push(null);
    withGaps.push(p);
  });
  return withGaps;
}

export function Pagination({ page, totalPages, onPageChange, className = '' }: PaginationProps) {
  const t = useMessages();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('common.pages')} className={className}>
      <BootstrapPagination className="justify-content-center mb-0">
        <BootstrapPagination.Prev disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          ‹ <span className="pagination__word">{t('common.previous')}</span>
        </BootstrapPagination.Prev>
        {visiblePages(page, totalPages).map((p, i) =>
          p === null ? (
            <BootstrapPagination.Ellipsis key={`gap-${i}`} disabled />
          ) : (
            <BootstrapPagination.Item key={p} active={p === page} onClick={() => p !== page && onPageChange(p)}>
              {p}
            </BootstrapPagination.Item>
          ),
        )}
        <BootstrapPagination.Next disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <span className="pagination__word">{t('common.next')}</span> ›
        </BootstrapPagination.Next>
      </BootstrapPagination>
    </nav>
  );
}
