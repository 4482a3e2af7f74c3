import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { WEEKDAYS, type VenueView } from '@izlazak/contracts';
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

  if (!venue) {
    if (isLoading) return <LoadingIndicator label="Učitavanje objekta..." />;
    return isError ? <VenueUnavailable onRetry={() => void refetch()} /> : null;
  }

  const today = new Date().getDay();
  const todayHours = venue.workingHours.find((day) => day.dayIndex === today);
  const place = [venue.location, venue.city].filter(Boolean).join(', ');

  const venueFacts = (
    <div className="row g-3 w-100">
      <div className="col-12 col-md-4">
        <div className="venue-fact">
          <ClockIcon size={22} />
          <div>
            <div className="venue-fact__label">Danas, {WEEKDAYS[today].toLowerCase()}</div>
            <div className="venue-fact__value">{workingHoursText(todayHours)}</div>
          </div>
        </div>
      </div>
      <div className="col-12 col-md-4">
        <div className="venue-fact">
          <MapPinIcon size={22} />
          <div>
            <div className="venue-fact__label">Adresa</div>
            <div className="venue-fact__value">{place || 'Beograd'}</div>
          </div>
        </div>
      </div>
      <div className="col-12 col-md-4">
        <div className="venue-fact">
          <PhoneIcon size={22} />
          <div>
            <div className="venue-fact__label">Rezervacije</div>
            <div className="venue-fact__value">
              {venue.phone ? <a href={telHref(venue.phone)}>{venue.phone}</a> : 'Putem dugmeta Rezerviši'}
            </div>
          </div>
        </div>
      </div>
    </div>
  );

  return (
    <>
      <VenueHero venue={venue} onReserve={reserve} />

      {/* The band in the venue's colour at half opacity. */}
      <section className="venue-band" aria-label={band ? 'Meni' : 'Ukratko'} data-testid="venue-band">
        {band ? band(venue) : <div className="container h-100 d-flex align-items-center">{venueFacts}</div>}
      </section>
      {band && <div className="container pt-5">{venueFacts}</div>}

      <section className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-7">
            <h2 className="venue-section-title">O objektu</h2>
            {venue.description ? (
              <p className="venue-description">{venue.description}</p>
            ) : (
              <p className="text-body-secondary">
                {venue.name} · {venue.type}, {venue.city}. Rezervišite sto i vidimo se!
              </p>
            )}
            {venue.clubMap && (
              <figure className="venue-map mt-4 mb-0">
                <img src={venue.clubMap} alt={`Mapa objekta ${venue.name}`} loading="lazy" />
                <figcaption>Raspored stolova</figcaption>
              </figure>
            )}
          </div>
          <div className="col-12 col-lg-5">
            <aside className="venue-panel" aria-label="Rezervacija">
              <h2 className="venue-section-title">Rezervacija stola</h2>
              <p className="text-body-secondary">
                Obezbedite mesto za sebe i društvo: izaberite sto i pošaljite rezervaciju, potvrda stiže od objekta.
              </p>
              <button type="button" className="btn btn-venue btn-lg w-100" onClick={reserve} disabled={!hydrated}>
                Rezerviši sto
              </button>
              <div className="venue-panel__divider" />
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <VenueSocialLinks venue={venue} />
                <Link to="contact" className="venue-panel__link">
                  Pišite nam →
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
