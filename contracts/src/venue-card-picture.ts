import type { VenueView } from './schemas/venue.schema';

/**
 * The picture a venue's card shows: its photo, else its logo (the small copy first); null when it
 * has neither (the card shows its initials). The server preloads the same picture for /clubs.
 */
export function venueCardPicture(
  venue: Pick<VenueView, 'profileImage' | 'lightLogo' | 'clubLogo'> & { smallImages?: VenueView['smallImages'] },
): { url: string; isLogo: boolean } | null {
  if (venue.profileImage) return { url: venue.profileImage, isLogo: false };
  const logo = venue.smallImages?.lightLogo ?? venue.lightLogo ?? venue.smallImages?.clubLogo ?? venue.clubLogo;
  return logo ? { url: logo, isLogo: true } : null;
}
