import { useState } from 'react';
import { useGetFloorQuery } from '../../../api/floor-api';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { VenueChoice } from '../../../components/venue-choice';
import { QueryState } from '../../../components/query-state';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { FloorEditor } from '../components/floor-editor';
import { NoOwnVenue } from '../components/own-venue';
import { useMessages } from '../../../lib/locale';
import '../venues.css';

/** Podešavanja → Raspored: a manager draws their venue's plan; an admin chooses the venue first. */
export function FloorEditorPage() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const [chosen, setChosen] = useState('');
  const clubId = isAdmin ? chosen : (user?.clubId ?? '');
  const floor = useGetFloorQuery({ clubId }, { skip: !clubId, refetchOnMountOrArgChange: true });
  const t = useMessages();

  if (!isAdmin && !clubId) return <NoOwnVenue />;
  return (
    <div className="floor-editor-page">
      {isAdmin && (
        <div className="mb-3 floor-editor-page__venue">
          <VenueChoice clubId={chosen} onChange={setChosen} />
        </div>
      )}
      {clubId && (
        <QueryState query={floor} unavailable={t('venueAdmin.floorUnavailable')} loading={<LoadingIndicator label={t('venueAdmin.loadingFloor')} />}>
          {/* A saved plan comes back with a new version: the editor starts again from it. */}
          {(plan) => <FloorEditor key={`${clubId}:${plan.version}`} clubId={clubId} plan={plan} />}
        </QueryState>
      )}
    </div>
  );
}
