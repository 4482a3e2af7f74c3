import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';
import { LoadingIndicator } from './loading-indicator';
import { useMessages } from '../lib/locale';

/** The part of an RTK Query hook's result that QueryState reads. */
export interface QueryStatus<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** What could not be loaded, in the user's words: 'Stolovi trenutno nisu dostupni.' */
  unavailable: string;
  /** Shown until the first answer; a spinner unless given (skeleton rows, skeleton cards). */
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` says so: why the list is empty and what to do next. */
  empty?: ReactNode;
  large?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * One way for every screen to show a request's state: loading, an error with 'Pokušaj ponovo',
 * empty, or the data. A failed refetch shows the error rather than rows that may be stale.
 */
export function QueryState<T>({ query, unavailable, loading, isEmpty, empty, large = false, children }: QueryStateProps<T>) {
  if (query.isError) return <QueryError message={unavailable} onRetry={query.refetch} large={large} />;
  if (query.data === undefined) return <>{loading ?? <LoadingIndicator />}</>;
  if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** A request failed: say what is missing and offer another try. */
export function QueryError({ message, onRetry, large = false }: { message: string; onRetry: () => unknown; large?: boolean }) {
  const t = useMessages();
  return (
    <EmptyState icon={<AlertIcon size={28} />} large={large} failed>
      <p className="mb-2">{message}</p>
      <Button size="sm" variant="outline-primary" onClick={() => onRetry()}>
        {t('common.retry')}
      </Button>
    </EmptyState>
  );
}
