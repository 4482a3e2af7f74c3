import { Link } from 'react-router-dom';
import type { VenueView } from '@izlazak/contracts';
import '../venues.css';

/** The venue's own logo (the light one, for the dark header) linking to its home page. */
export function VenueBrand({ venue }: { venue: VenueView }) {
  const logo = venue.lightLogo ?? venue.clubLogo;
  return (
    <Link to={`/club/${encodeURIComponent(venue._id)}`} className="venue-brand">
      {logo ? (
        <img src={logo} alt={venue.name} className="venue-brand__logo" />
      ) : (
        <>
          <span className="venue-brand__mark" aria-hidden="true">
            {venue.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="venue-brand__name">{venue.name}</span>
        </>
      )}
    </Link>
  );
}
