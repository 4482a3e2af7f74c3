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
