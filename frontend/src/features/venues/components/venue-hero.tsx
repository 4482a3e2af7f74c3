import { TIMINGS, venuePlaceText, venueRangLabel, venueTypeLabel, type VenueView } from '@izlazak/contracts';
import { MapPinIcon } from '../../../components/icons';
import { SliderDots } from '../../../components/slider-dots';
import { useAutoAdvance } from '../../../lib/use-auto-advance';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocale, useMessages } from '../../../lib/locale';

/** The top of a venue's home: its slider images taking turns behind its logo and name. */
export function VenueHero({ venue, onReserve }: { venue: VenueView; onReserve: () => void }) {
  // Reserves once the page is hydrated: a click before would be lost.
  const hydrated = useHydrated();
  const t = useMessages();
  const locale = useLocale();
  const slides = venue.sliderImages.length > 0 ? venue.sliderImages.map((image) => image.link) : venue.profileImage ? [venue.profileImage] : [];
  const [shown, choose] = useAutoAdvance(slides.length, TIMINGS.homeSliderAdvanceMs);
  const logo = venue.lightLogo ?? venue.clubLogo;
  const place = venuePlaceText(venue, locale);

  return (
    <header className="venue-hero" aria-label={venue.name}>
      <div className="venue-hero__slides" aria-hidden="true">
        {slides.map((src, index) => (
          <img key={src} src={src} alt="" fetchPriority={index === 0 ? 'high' : 'low'} className={`venue-hero__slide ${index === shown ? 'is-shown' : ''}`} />
        ))}
      </div>
      <div className="container venue-hero__content">
        {logo && <img src={logo} alt={t('venueImages.logoOf', { name: venue.name })} className="venue-hero__logo" />}
        <div className="venue-hero__tags">
          <span className="venue-hero__tag">{venueTypeLabel(venue.type, locale)}</span>
          {venue.rang === 'Premijum' && <span className="venue-hero__tag is-premium">{venueRangLabel(venue.rang, locale)}</span>}
        </div>
        <h1 className="venue-hero__title">{venue.name}</h1>
        {place && (
          <p className="venue-hero__place">
            <MapPinIcon size={16} /> {place}
          </p>
        )}
        <button type="button" className="btn btn-venue btn-lg mt-2" onClick={onReserve} disabled={!hydrated}>
          {t('venue.reserveTable')}
        </button>
      </div>
      {slides.length > 1 && <SliderDots count={slides.length} shown={shown} onChoose={choose} label={t('venue.pictures')} className="venue-hero__dots" />}
    </header>
  );
}
