import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { VenueView } from '@izlazak/contracts';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { QueryState } from '../../../components/query-state';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useGetVenueQuery } from '../api';

/** The venue of the logged-in manager (an empty id when the account has none). */
export function useOwnClubId(): string {
  return useAppSelector(selectCurrentUser)?.clubId ?? '';
}

export function NoOwnVenue() {
  return (
    <Alert variant="warning" className="mb-0">
      Vaš nalog nije povezan ni sa jednim objektom. Obratite se administratoru.
    </Alert>
  );
}

/** Loads the manager's venue and renders its settings once it is there. */
export function WithOwnVenue({ children }: { children: (venue: VenueView) => ReactNode }) {
  const clubId = useOwnClubId();
  const venue = useGetVenueQuery(clubId, { skip: !clubId });

  if (!clubId) return <NoOwnVenue />;
  return (
    <QueryState query={venue} unavailable="Podaci objekta trenutno nisu dostupni." loading={<LoadingIndicator label="Učitavanje objekta..." />}>
      {children}
    </QueryState>
  );
}
