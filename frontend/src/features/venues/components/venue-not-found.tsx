import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { BuildingIcon } from '../../../components/icons';
import { QueryError } from '../../../components/query-state';
import { useMessages } from '../../../lib/locale';

export function VenueNotFound() {
  const t = useMessages();
  return (
    <div className="container py-5">
      <EmptyState icon={<BuildingIcon size={40} />} large failed>
        <h1 className="h4 mt-2">{t('venuePage.notFound.title')}</h1>
        <p className="text-body-secondary">{t('venuePage.notFound.text')}</p>
        <Link to="/clubs" className="btn btn-primary">
          {t('venuePage.notFound.all')}
        </Link>
      </EmptyState>
    </div>
  );
}

/** The venue could not be loaded (not a 404): say so and offer another try instead of a blank page. */
export function VenueUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages();
  return (
    <div className="container py-5">
      <QueryError message={t('venuePage.unavailable')} onRetry={onRetry} large />
    </div>
  );
}
