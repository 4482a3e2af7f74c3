import { lazy, Suspense } from 'react';
import { hasPlan, useGetFloorQuery } from '../../../api/floor-api';
import { venueLegend, venueLook } from '../../../components/floor-plan/floor-looks';
import { EmptyState } from '../../../components/empty-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { NightChoice, VenueChoice } from '../../../components/venue-choice';
import { QueryState } from '../../../components/query-state';
import { useLocale, useMessages } from '../../../lib/locale';

// The plan's drawing comes with the first 'Raspored', not with the list.
const FloorPlan = lazy(() => import('../../../components/floor-plan/floor-plan'));

interface ReservationsFloorProps {
  clubId: string;
  /** Admins choose whose floor they see. */
  picksVenue: boolean;
  onClubChange: (clubId: string) => void;
  night: string;
  onNightChange: (night: string) => void;
  /** A taken table: its reservation. */
  onOpenReservation: (reservation: { _id: string; uniqueId: string }) => void;
  /** A free table: 'Dodaj rezervaciju' at it, that night. */
  onAddAt: (tableId: string) => void;
}

/**
 * Rezervacije → Raspored: the venue's plan for the chosen night, each table coloured by its state
 * with the guest's name and persons; live pushes move it as they move the list.
 */
export function ReservationsFloor({ clubId, picksVenue, onClubChange, night, onNightChange, onOpenReservation, onAddAt }: ReservationsFloorProps) {
  const floor = useGetFloorQuery({ clubId, night, live: true }, { skip: !clubId || !night, refetchOnMountOrArgChange: true });
  const t = useMessages();
  const locale = useLocale();
  return (
    <div className="reservations-floor" data-testid="reservations-floor">
      <div className="reservations-floor__filters">
        {picksVenue && <VenueChoice clubId={clubId} onChange={onClubChange} />}
        <NightChoice night={night} onChange={onNightChange} />
      </div>
      {!clubId ? (
        <EmptyState>
          <p className="mb-0">{t('floor.venue.pickVenue')}</p>
        </EmptyState>
      ) : (
        <QueryState query={floor} unavailable={t('floor.venue.unavailable')} loading={<LoadingIndicator />} isEmpty={(plan) => !hasPlan(plan)} empty={<NoPlan />}>
          {(plan) => (
            <Suspense fallback={<LoadingIndicator label={t('floor.venue.loading')} />}>
              <FloorPlan
                plan={plan}
                label={t('floor.venue.label')}
                look={(table) => venueLook(table, locale)}
                legend={venueLegend(locale)}
                onPick={(table) => (table.reservation ? onOpenReservation(table.reservation) : onAddAt(table._id))}
              />
            </Suspense>
          )}
        </QueryState>
      )}
    </div>
  );
}

function NoPlan() {
  const t = useMessages();
  return (
    <EmptyState>
      <p className="mb-0">{t('floor.venue.noPlan')}</p>
    </EmptyState>
  );
}
