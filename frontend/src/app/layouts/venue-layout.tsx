import { useMemo, useState, type CSSProperties } from 'react';
import Button from 'react-bootstrap/Button';
import { Outlet, useParams, useSearchParams } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { readableOnLight, rgbChannels, venueColor, venueFill } from '../../lib/colors';
import { venueNavigation } from '../../lib/links';
import { SiteFooter } from '../../features/site/components/site-footer';
import { useGetVenueQuery } from '../../features/venues/api';
import { VenueBrand } from '../../features/venues/components/venue-brand';
import { VenueNotFound } from '../../features/venues/components/venue-not-found';
import type { VenueOutletContext } from '../../features/venues/components/venue-outlet';
import { VenueWorkingHours } from '../../features/venues/components/venue-working-hours';
import { VenueReservationModal } from '../reservation-slots';
import { SiteAuthButton } from './site-auth-button';
import { SiteNavLinks } from './site-nav-links';
import { SiteNavbar } from './site-navbar';
import { useHydrated } from '../../lib/use-hydrated';
import { useMessages } from '../../lib/locale';

/** A venue's own pages: its colour and logo, its navigation, a 'Rezerviši' button and its hours. */
export function VenueLayout() {
  const { id = '' } = useParams();
  const { currentData: venue, error } = useGetVenueQuery(id, { skip: !id });
  const [reserving, setReserving] = useState(false);
  const t = useMessages();
  const base = `/club/${encodeURIComponent(id)}`;
  const notFound = !venue && (error as { status?: unknown } | undefined)?.status === 404;

  // Until the venue is loaded the pages wear the default colour.
  const color = venueColor(venue?.color);
  const button = venueFill(color);
  const style = {
    '--venue-color': color,
    '--venue-color-rgb': rgbChannels(color),
    '--venue-ink': readableOnLight(color),
    '--venue-fill': button.fill,
    '--venue-contrast': button.text,
  } as CSSProperties;
  // A click before the page is hydrated would be lost: the button waits for it.
  const hydrated = useHydrated();
  // A link may ask for the booking of a night at once (a full list's 'Rezerviši sto': ?rezervacija=<yyyy-MM-dd>)
  // and carry a promoter's code (their link: ?promoter=<code>), which the reservation then carries.
  const [search] = useSearchParams();
  const askedNight = /^\d{4}-\d{2}-\d{2}$/.test(search.get('rezervacija') ?? '') ? search.get('rezervacija')! : undefined;
  const promoterCode = search.get('promoter')?.trim() || undefined;
  const [openedAsked, setOpenedAsked] = useState(false);
  if (hydrated && venue && askedNight && !openedAsked) {
    setOpenedAsked(true);
    setReserving(true);
  }
  const outlet = useMemo<VenueOutletContext>(() => ({ reserve: () => setReserving(true) }), []);

  return (
    <div className="public-shell venue-shell" style={style} data-venue-color={color}>
      <SiteNavbar id="venue-navigation" className="venue-navbar" brand={venue ? <VenueBrand venue={venue} /> : <Logo />}>
        <SiteNavLinks links={venueNavigation(base)} homes={['/', base]} label={t('header.venueNavigation')} />
        <div className="d-flex gap-2 my-2 my-lg-0">
          <Button className="btn-venue" onClick={() => setReserving(true)} disabled={notFound || !hydrated}>
            {t('venue.reserve')}
          </Button>
          <SiteAuthButton />
        </div>
      </SiteNavbar>
      <main className="public-main">{notFound ? <VenueNotFound /> : <Outlet context={outlet} />}</main>
      <SiteFooter aside={notFound ? null : <VenueWorkingHours clubId={id} />} />
      {venue && (
        <VenueReservationModal
          show={reserving}
          clubId={venue._id}
          venueName={venue.name}
          workingHours={venue.workingHours}
          night={askedNight}
          promoterCode={promoterCode}
          onClose={() => setReserving(false)}
        />
      )}
    </div>
  );
}
