import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { cityLabel, venuePlaceText, venueTypeLabel, type VenueView } from '@izlazak/contracts';
import { GuestListSignUps } from '../../../components/guest-list-sign-ups';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { telHref } from '../../../lib/links';
import { useGetVenueQuery } from '../api';
import { VenueHero } from '../components/venue-hero';
import { useVenueOutlet } from '../components/venue-outlet';
import { VenueUnavailable } from '../components/venue-not-found';
import { VenueSocialLinks } from '../components/venue-social-links';
import { workingHoursText } from '../components/working-hours-text';
import '../venues.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocale, useMessages } from '../../../lib/locale';
import { VenueText } from '../../../components/venue-text';
import { weekdayName } from '../../../lib/weekday';

interface ClubHomePageProps {
  /** What the band in the venue's colour holds (the app puts the menu there); the venue's key facts otherwise. */
  band?: (venue: VenueView) => ReactNode;
  /** What follows the venue's facts (the app puts its next events there). */
  after?: (venue: VenueView) => ReactNode;
}

/** A venue's home: its header, the band in its colour and what it offers. */
export function ClubHomePage({ band, after }: ClubHomePageProps = {}) {
  const { id = '' } = useParams();
  const { data: venue, isLoading, isError, refetch } = useGetVenueQuery(id, { skip: !id });
  const { reserve } = useVenueOutlet();
  const hydrated = useHydrated();
  const locale = useLocale();
  const t = useMessages();

  if (!venue) {
    if (isLoading) return <LoadingIndicator label={t('venue.loading')} />;
    return isError ? <VenueUnavailable onRetry={() => void refetch()} /> : null;
  }

  const today = new Date().getDay();
  const todayHours = venue.workingHours.find((day) => day.dayIndex === today);
  const place = venuePlaceText(venue, locale);

  const venueFacts = (
    <div className="row g-3 w-100">
      <div className="col-12 col-md-4">
        <div className="venue-fact">
          <ClockIcon size={22} />
          <div>
            <div className="venue-fact__label">{t('venue.today', { weekday: weekdayName(today, locale).toLowerCase() })}</div>
            <div className="venue-fact__value">{workingHoursText(todayHours, locale)}</div>
          </div>
        </div>
      </div>
      <div className="col-12 col-md-4">
        <div className="venue-fact">
          <MapPinIcon size={22} />
          <div>
            <div className="venue-fact__label">{t('venue.address')}</div>
            <div className="venue-fact__value">{place || t('head.venue.defaultCity')}</div>
          </div>
        </div>
      </div>
      <div className="col-12 col-md-4">
        <div className="venue-fact">
          <PhoneIcon size={22} />
          <div>
            <div className="venue-fact__label">{t('venue.reservations')}</div>
            <div className="venue-fact__value">{venue.phone ? <a href={telHref(venue.phone)}>{venue.phone}</a> : t('venue.reserveByButton')}</div>
          </div>
        </div>
      </div>
    </div>
  );

  return (
    <>
      <VenueHero venue={venue} onReserve={reserve} />

      {/* The band in the venue's colour at half opacity. */}
      <section className="venue-band" aria-label={band ? t('venue.menu') : t('venue.inShort')} data-testid="venue-band">
        {band ? band(venue) : <div className="container h-100 d-flex align-items-center">{venueFacts}</div>}
      </section>
      {band && <div className="container pt-5">{venueFacts}</div>}

      <section className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-7">
            <h2 className="venue-section-title">{t('venue.about')}</h2>
            {venue.description ? (
              <VenueText className="venue-description" english={venue.descriptionEn} serbian={venue.description} />
            ) : (
              <p className="text-body-secondary">{t('venue.aboutFallback', { name: venue.name, type: venueTypeLabel(venue.type, locale), city: cityLabel(venue.city, locale) })}</p>
            )}
            {venue.clubMap && (
              <figure className="venue-map mt-4 mb-0">
                <img src={venue.clubMap} alt={t('venue.mapAlt', { name: venue.name })} loading="lazy" />
                <figcaption>{t('venue.floorPlan')}</figcaption>
              </figure>
            )}
          </div>
          <div className="col-12 col-lg-5">
            <aside className="venue-panel" aria-label={t('venue.booking')}>
              <h2 className="venue-section-title">{t('venue.booking.title')}</h2>
              <p className="text-body-secondary">{t('venue.booking.text')}</p>
              <button type="button" className="btn btn-venue btn-lg w-100" onClick={reserve} disabled={!hydrated}>
                {t('venue.reserveTable')}
              </button>
              <GuestListSignUps clubId={venue._id} showNight />
              <div className="venue-panel__divider" />
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <VenueSocialLinks venue={venue} />
                <Link to="contact" className="venue-panel__link">
                  {t('venue.writeToUs')}
                </Link>
              </div>
            </aside>
          </div>
        </div>
      </section>
      {after?.(venue)}
    </>
  );
}
