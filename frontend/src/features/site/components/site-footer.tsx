import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { PACKAGES_URL, SITE_NAVIGATION, externalHref, telHref, type SiteLink } from '../../../lib/links';
import { useStoredSession } from '../../../state/hooks';
import { useGetSiteQuery } from '../api';
import { SubscribeBox } from './subscribe-box';
import { useMessages } from '../../../lib/locale';

const ACCOUNT_LINKS: readonly SiteLink[] = [
  { label: 'header.signIn', to: '/auth/login' },
  { label: 'footer.register', to: '/auth/register' },
];

const QUICK_LINKS: readonly SiteLink[] = [
  { label: 'footer.findEvent', to: '/events' },
  { label: 'footer.findVenue', to: '/clubs' },
  { label: 'footer.packages', to: PACKAGES_URL, external: true },
  { label: 'footer.myData', to: '/privacy' },
];

function FooterLink({ link }: { link: SiteLink }) {
  const t = useMessages();
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {t(link.label)} <ExternalLinkIcon size={12} />
      </a>
    );
  }
  return <Link to={link.to}>{t(link.label)}</Link>;
}

interface SiteFooterProps {
  /** Site pages offer the e-mail subscription; venue pages show working hours there instead. */
  showSubscribe?: boolean;
  /** Shown in place of the subscribe box, e.g. a venue's working hours. */
  aside?: ReactNode;
}

export function SiteFooter({ showSubscribe = true, aside }: SiteFooterProps) {
  const { data: site, isLoading } = useGetSiteQuery();
  const t = useMessages();
  const siteName = site?.name || 'Izlazak';
  const { signedIn } = useStoredSession();
  const quickLinks = signedIn ? QUICK_LINKS : [...ACCOUNT_LINKS, ...QUICK_LINKS];
  const phones = [site?.mobile, site?.mobile2].filter((phone): phone is string => Boolean(phone));

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container">
        <div className="row g-4 py-5">
          <div className="col-12 col-lg-4">
            <Logo className="mb-3" />
            <p className="text-white-50 small mb-3">{site?.description || t('footer.about')}</p>
            {site && site.socialMedia.length > 0 && (
              <ul className="site-footer__social list-unstyled d-flex flex-wrap gap-2 mb-0">
                {site.socialMedia.map((social) => (
                  <li key={`${social.name}-${social.link}`}>
                    <a href={externalHref(social.link)} target="_blank" rel="noopener noreferrer" className="badge rounded-pill">
                      {social.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <nav className="col-6 col-lg-2" aria-label={t('footer.navigationLabel')}>
            <h2 className="site-footer__heading">{t('footer.navigation')}</h2>
            <ul className="list-unstyled site-footer__links">
              {SITE_NAVIGATION.map((link) => (
                <li key={link.label}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>

          <nav className="col-6 col-lg-2" aria-label={t('footer.quickLinks')}>
            <h2 className="site-footer__heading">{t('footer.quickLinks')}</h2>
            <ul className="list-unstyled site-footer__links">
              {quickLinks.map((link) => (
                <li key={link.label}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-12 col-sm-6 col-lg-4">
            <h2 className="site-footer__heading">{t('footer.contact')}</h2>
            {isLoading ? (
              <div className="placeholder-glow" aria-hidden="true">
                <span className="placeholder col-8 mb-2" />
                <span className="placeholder col-6 mb-2" />
                <span className="placeholder col-5" />
              </div>
            ) : (
              <ul className="list-unstyled site-footer__contact">
                {site?.email && (
                  <li>
                    <MailIcon size={16} />
                    <a href={`mailto:${site.email}`} data-testid="footer-email">
                      {site.email}
                    </a>
                  </li>
                )}
                {phones.map((phone) => (
                  <li key={phone}>
                    <PhoneIcon size={16} />
                    <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
                <li>
                  <MapPinIcon size={16} />
                  <span>{site?.location || t('head.venue.defaultCity')}</span>
                </li>
              </ul>
            )}
            {aside !== undefined ? aside && <div className="site-footer__aside">{aside}</div> : showSubscribe && <SubscribeBox />}
          </div>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container d-flex flex-wrap justify-content-between gap-2 py-3 small">
          <span>{t('footer.rights', { year: String(new Date().getFullYear()), site: siteName })}</span>
          <span className="text-white-50">{t('footer.tagline')}</span>
        </div>
      </div>
    </footer>
  );
}
