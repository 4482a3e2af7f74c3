import { SiteSettingsPage } from '../../features/site/pages/site-settings-page';
import { VenueSettingsPage } from '../../features/venues/pages/venue-settings-page';
import { ByRole } from '../guards/require-role';

/** Generalna podešavanja: the admin edits the site, a manager their venue. Two features, one route. */
export function SettingsGeneralRoute() {
  return <ByRole admin={<SiteSettingsPage />} manager={<VenueSettingsPage />} />;
}
