import { useSearchParams } from 'react-router-dom';
import { queryString } from './query-string';

/**
 * A page's filters kept in its address, so a filtered list can be shared and survives a reload.
 * `update` starts from the address as it is now, not as it was at the last render: two filters
 * changed in quick succession (before React re-renders) both stay. A new filter starts from the
 * first page and replaces the history entry; turning a page adds one.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();

  function update(changes: Record<string, string>) {
    const current = Object.fromEntries(new URLSearchParams(window.location.search));
    setParams(queryString({ ...current, page: '', ...changes }), { replace: !('page' in changes) });
  }

  /** Every filter off, first page. */
  const clear = () => setParams('', { replace: true });

  return { params, update, clear };
}
