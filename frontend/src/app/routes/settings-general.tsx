import { GoogleBookingCard } from '../../features/google/components/google-booking-card';
import { SiteSettingsPage } from '../../features/site/pages/site-settings-page';
import { VenueSettingsPage } from '../../features/venues/pages/venue-settings-page';
import { ByRole } from '../guards/require-role';

/** Generalna podešavanja: the admin edits the site, a manager their venue (and its place on Google). Several features, one route. */
export function SettingsGeneralRoute() {
  return (
    <ByRole
      admin={<SiteSettingsPage />}
      manager={
        <>
          <VenueSettingsPage />
          <GoogleBookingCard />
        </>
      }
    />
  );
}
