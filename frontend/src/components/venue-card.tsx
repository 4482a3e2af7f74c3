import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { venueCardPicture, venuePlaceText, venueRangLabel, venueTypeLabel, type VenueView } from '@izlazak/contracts';
import { useLocale } from '../lib/locale';
import { rgbChannels, venueColor } from '../lib/colors';
import { MapPinIcon } from './icons';
import './media/media.css';
import './venue-card.css';

export type VenueCardData = Pick<VenueView, '_id' | 'name' | 'type' | 'location' | 'city' | 'color' | 'rang' | 'profileImage' | 'lightLogo' | 'clubLogo' | 'smallImages'>;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/**
 * A venue in a grid: its picture, name, type and where it is; opens the venue's page. The first
 * cards of a page are in view at once: `priority` loads their picture eagerly, the rest lazily.
 */
export function VenueCard({ venue, priority = false }: { venue: VenueCardData; priority?: boolean }) {
  const loading = priority ? 'eager' : 'lazy';
  const locale = useLocale();
  const color = venueColor(venue.color);
  const picture = venueCardPicture(venue);
  const place = venuePlaceText(venue, locale);
  const style = { '--venue-color': color, '--venue-color-rgb': rgbChannels(color) } as CSSProperties;

  return (
    <Link to={`/club/${encodeURIComponent(venue._id)}`} className="venue-card" style={style} data-testid="venue-card">
      <div className="venue-card__media">
        {picture ? (
          <img src={picture.url} alt="" loading={loading} className={picture.isLogo ? 'venue-card__logo' : undefined} />
        ) : (
          <span className="venue-card__initials" aria-hidden="true">
            {initials(venue.name)}
          </span>
        )}
        {venue.rang === 'Premijum' && <span className="venue-card__rang">{venueRangLabel(venue.rang, locale)}</span>}
      </div>
      <div className="venue-card__body">
        <span className="venue-card__type">{venueTypeLabel(venue.type, locale)}</span>
        <h3 className="venue-card__name">{venue.name}</h3>
        {place && (
          <div className="venue-card__place">
            <MapPinIcon size={14} />
            <span>{place}</span>
          </div>
        )}
      </div>
    </Link>
  );
}
