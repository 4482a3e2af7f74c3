import { useListVenuesQuery } from '../../../api/shared-lookups';
import { SkeletonCards } from '../../../components/skeleton-cards';
import { VenueCard } from '../../../components/venue-card';
import { useMessages } from '../../../lib/locale';

const RECOMMENDED_COUNT = 8;
const CARD_COLUMNS = 'col-12 col-sm-6 col-lg-3';

/** Venues worth a visit: the top of the public list, where Premijum venues come first. */
export function RecommendedVenues() {
  const { data, isLoading, isError } = useListVenuesQuery({ page: 1, size: RECOMMENDED_COUNT });
  const t = useMessages();

  if (isLoading) return <SkeletonCards count={4} columnClassName={CARD_COLUMNS} />;
  const venues = data?.data ?? [];
  if (isError || venues.length === 0) {
    return <p className="text-body-secondary mb-0">{t('home.recommendedSoon')}</p>;
  }
  return (
    <div className="row g-4">
      {venues.map((venue) => (
        <div key={venue._id} className={CARD_COLUMNS}>
          <VenueCard venue={venue} />
        </div>
      ))}
    </div>
  );
}
