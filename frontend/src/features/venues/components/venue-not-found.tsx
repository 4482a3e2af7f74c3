import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { BuildingIcon } from '../../../components/icons';
import { QueryError } from '../../../components/query-state';

export function VenueNotFound() {
  return (
    <div className="container py-5">
      <EmptyState icon={<BuildingIcon size={40} />} large failed>
        <h1 className="h4 mt-2">Objekat nije pronađen</h1>
        <p className="text-body-secondary">Objekat ne postoji ili više nije dostupan.</p>
        <Link to="/clubs" className="btn btn-primary">
          Pogledaj sve objekte
        </Link>
      </EmptyState>
    </div>
  );
}

/** The venue could not be loaded (not a 404): say so and offer another try instead of a blank page. */
export function VenueUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container py-5">
      <QueryError message="Podaci objekta trenutno nisu dostupni." onRetry={onRetry} large />
    </div>
  );
}
