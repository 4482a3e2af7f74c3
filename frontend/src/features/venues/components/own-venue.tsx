import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { VenueView } from '@izlazak/contracts';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { QueryState } from '../../../components/query-state';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useGetVenueQuery } from '../api';
import { useMessages } from '../../../lib/locale';

/** The venue of the logged-in manager (an empty id when the account has none). */
export function useOwnClubId(): string {
  return useAppSelector(selectCurrentUser)?.clubId ?? '';
}

export function NoOwnVenue() {
  const t = useMessages();
  return (
    <Alert variant="warning" className="mb-0">
      {t('venueAdmin.noVenue')}
    </Alert>
  );
}

/** Loads the manager's venue and renders its settings once it is there. */
export function WithOwnVenue({ children }: { children: (venue: VenueView) => ReactNode }) {
  const clubId = useOwnClubId();
  const venue = useGetVenueQuery(clubId, { skip: !clubId });
  const t = useMessages();

  if (!clubId) return <NoOwnVenue />;
  return (
    <QueryState query={venue} unavailable={t('venueAdmin.venueUnavailable')} loading={<LoadingIndicator label={t('venueAdmin.loadingVenue')} />}>
      {children}
    </QueryState>
  );
}
