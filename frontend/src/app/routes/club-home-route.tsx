import { VenueNextEvents } from '../../features/events/components/venue-next-events';
import { MenuBand } from '../../features/menu/components/menu-band';
import { ClubHomePage } from '../../features/venues/pages/club-home-page';
import { venueColor } from '../../lib/colors';

/** The venue home with its menu in the band and its next events below: the venues page, the menu's carousel and modal, the events' grid, joined here. */
export function ClubHomeRoute() {
  return <ClubHomePage band={(venue) => <MenuBand clubId={venue._id} color={venueColor(venue.color)} />} after={(venue) => <VenueNextEvents clubId={venue._id} />} />;
}
