import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PlaceholderPanel } from '../../../components/placeholder-panel';
import { DEFAULT_CITY } from '../../../lib/links';
import { useGetSiteQuery } from '../api';

export function ContactPage() {
  const { data: site } = useGetSiteQuery();
  const phones = [site?.mobile, site?.mobile2].filter(Boolean);

  return (
    <>
      <PageHeader eyebrow={site?.name || 'Izlazak'} title="KONTAKT" subtitle="Pišite nam: odgovaramo brzo." />
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <ul className="list-unstyled contact-info">
              {site?.email && (
                <li>
                  <MailIcon /> <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
              )}
              {phones.map((phone) => (
                <li key={phone}>
                  <PhoneIcon /> {phone}
                </li>
              ))}
              <li>
                <MapPinIcon /> {site?.location || DEFAULT_CITY}
              </li>
            </ul>
          </div>
          <div className="col-12 col-lg-8">
            <PlaceholderPanel title="Pošaljite poruku">Forma za slanje poruke biće dostupna uskoro.</PlaceholderPanel>
          </div>
        </div>
      </div>
    </>
  );
}
