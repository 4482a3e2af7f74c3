import { useSendContactMessageMutation } from '../../../api/shared-lookups';
import { BRAND_NAME } from '../../../lib/brand';
import { ContactMessageForm, contactTitle } from '../../../components/contact-message-form';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { telHref } from '../../../lib/links';
import { useMessages } from '../../../lib/locale';
import { useGetSiteQuery } from '../api';
import '../site.css';

/** KONTAKT of the product: the site's details and a message form that resets after sending. */
export function ContactPage() {
  const { data: site } = useGetSiteQuery();
  const [sendMessage] = useSendContactMessageMutation();
  const t = useMessages();
  const phones = [site?.mobile, site?.mobile2].filter((phone): phone is string => Boolean(phone));

  return (
    <>
      <PageHeader eyebrow={site?.name || BRAND_NAME} title={contactTitle(t('nav.contact'))} subtitle={t('contact.subtitle')} />
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <aside className="col-12 col-lg-4" aria-label={t('contact.details')}>
            <div className="contact-panel">
              <h2 className="h5 fw-bold mb-3">{site?.name || BRAND_NAME}</h2>
              <p className="small text-body-secondary mb-4">{t('contact.intro')}</p>
              <ul className="list-unstyled contact-info mb-0">
                {site?.email && (
                  <li>
                    <MailIcon /> <a href={`mailto:${site.email}`}>{site.email}</a>
                  </li>
                )}
                {phones.map((phone) => (
                  <li key={phone}>
                    <PhoneIcon /> <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
                <li>
                  <MapPinIcon /> <span>{site?.location || t('head.venue.defaultCity')}</span>
                </li>
              </ul>
            </div>
          </aside>
          <section className="col-12 col-lg-8" aria-label={t('contact.sendMessage')}>
            <h2 className="section-title mb-1">{t('contact.sendMessage')}</h2>
            <p className="text-body-secondary mb-4">{t('contact.replyTo')}</p>
            <ContactMessageForm onSend={(message) => sendMessage(message).unwrap()} />
          </section>
        </div>
      </div>
    </>
  );
}
