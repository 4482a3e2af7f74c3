import { useParams } from 'react-router-dom';
import { venuePlaceText } from '@izlazak/contracts';
import { useSendContactMessageMutation } from '../../../api/shared-lookups';
import { ContactMessageForm, contactTitle } from '../../../components/contact-message-form';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { telHref } from '../../../lib/links';
import { useGetVenueQuery } from '../api';
import { VenueUnavailable } from '../components/venue-not-found';
import { VenueSocialLinks } from '../components/venue-social-links';
import '../venues.css';
import { useLocale, useMessages } from '../../../lib/locale';

/** KONTAKT of a venue: its details and a message form that reaches the venue. */
export function ClubContactPage() {
  const { id = '' } = useParams();
  const { data: venue, isLoading, isError, refetch } = useGetVenueQuery(id, { skip: !id });
  const [sendMessage] = useSendContactMessageMutation();
  const t = useMessages();
  const locale = useLocale();

  if (!venue) {
    if (isLoading) return <LoadingIndicator label={t('venue.loading')} />;
    return isError ? <VenueUnavailable onRetry={() => void refetch()} /> : null;
  }

  const phones = [venue.phone, venue.phone2].filter(Boolean);
  const place = venuePlaceText(venue, locale);

  return (
    <>
      <PageHeader eyebrow={venue.name} title={contactTitle(t('nav.contact'))} subtitle={t('venuePage.contact.subtitle')} />
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <aside className="col-12 col-lg-4" aria-label={t('contact.details')}>
            <div className="contact-panel">
              <h2 className="h5 fw-bold mb-3">{venue.name}</h2>
              <ul className="list-unstyled contact-info mb-4">
                {place && (
                  <li>
                    <MapPinIcon /> <span>{place}</span>
                  </li>
                )}
                {phones.map((phone) => (
                  <li key={phone}>
                    <PhoneIcon /> <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
                {venue.email && (
                  <li>
                    <MailIcon /> <a href={`mailto:${venue.email}`}>{venue.email}</a>
                  </li>
                )}
              </ul>
              <VenueSocialLinks venue={venue} />
            </div>
          </aside>
          <section className="col-12 col-lg-8" aria-label={t('contact.sendMessage')}>
            <h2 className="venue-section-title">{t('contact.sendMessage')}</h2>
            <p className="text-body-secondary mb-4">{t('venuePage.contact.reaches', { name: venue.name })}</p>
            <ContactMessageForm buttonClassName="btn-venue" onSend={(message) => sendMessage({ ...message, clubId: venue._id }).unwrap()} />
          </section>
        </div>
      </div>
    </>
  );
}
