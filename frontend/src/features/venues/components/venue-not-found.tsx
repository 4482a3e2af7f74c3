import { Link } from 'react-router-dom';
import { BuildingIcon } from '../../../components/icons';

export function VenueNotFound() {
  return (
    <div className="container py-5">
      <div className="empty-state empty-state--large" role="alert">
        <BuildingIcon size={40} />
        <h1 className="h4 mt-2">Objekat nije pronađen</h1>
        <p className="text-body-secondary">Objekat ne postoji ili više nije dostupan.</p>
        <Link to="/clubs" className="btn btn-primary">
          Pogledaj sve objekte
        </Link>
      </div>
    </div>
  );
}

/** The venue could not be loaded (not a 404): say so and offer another try instead of a blank page. */
export function VenueUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container py-5">
      <div className="empty-state empty-state--large" role="alert">
        <BuildingIcon size={40} />
        <p className="mb-2">Podaci objekta trenutno nisu dostupni.</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
          Pokušaj ponovo
        </button>
      </div>
    </div>
  );
}
