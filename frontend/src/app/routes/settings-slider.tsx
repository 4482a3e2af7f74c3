import { SiteSliderPage } from '../../features/site/pages/site-slider-page';
import { VenueSliderPage } from '../../features/venues/pages/venue-slider-page';
import { ByRole } from '../guards/require-role';

/** Slider: the home page's six images for the admin, the venue page's for a manager. */
export function SettingsSliderRoute() {
  return <ByRole admin={<SiteSliderPage />} manager={<VenueSliderPage />} />;
}
