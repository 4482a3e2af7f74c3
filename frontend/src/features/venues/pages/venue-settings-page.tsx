import { VenueImagePanel } from '../components/venue-image-panel';
import { VenueSettingsForm } from '../components/venue-settings-form';
import { WithOwnVenue } from '../components/own-venue';
import '../venues.css';

/** Generalna podešavanja for a manager: the venue's data and its images. */
export function VenueSettingsPage() {
  return (
    <WithOwnVenue>
      {(venue) => (
        <div className="row g-4 align-items-start">
          <div className="col-12 col-xxl-7">
            <VenueSettingsForm venue={venue} />
          </div>
          <div className="col-12 col-xxl-5">
            <VenueImagePanel venue={venue} />
          </div>
        </div>
      )}
    </WithOwnVenue>
  );
}
