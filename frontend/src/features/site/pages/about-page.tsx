import { Link } from 'react-router-dom';
import type { MessageId } from '@izlazak/contracts';
import { BuildingIcon, CalendarIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { BRAND_NAME } from '../../../lib/brand';
import { useMessages } from '../../../lib/locale';
import '../site.css';

const STEPS: readonly { icon: typeof SearchIcon; title: MessageId; text: MessageId }[] = [
  { icon: SearchIcon, title: 'about.find', text: 'about.find.text' },
  { icon: CalendarIcon, title: 'about.book', text: 'about.book.text' },
  { icon: BuildingIcon, title: 'about.goOut', text: 'about.goOut.text' },
];

const FOR_VENUES: readonly MessageId[] = ['about.forVenues.bookings', 'about.forVenues.content', 'about.forVenues.page', 'about.forVenues.staff'];

export function AboutPage() {
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={BRAND_NAME} title={t('nav.about')} subtitle={t('about.subtitle')} />
      <div className="container py-5">
        <div className="row g-4 align-items-center mb-5">
          <div className="col-12 col-lg-7">
            <p className="lead">{t('about.lead')}</p>
            <p>{t('about.text')}</p>
            <div className="d-flex flex-wrap gap-2 mt-4">
              <Link to="/clubs" className="btn btn-primary">
                {t('footer.findVenue')}
              </Link>
              <Link to="/events" className="btn btn-outline-primary">
                {t('about.seeEvents')}
              </Link>
            </div>
          </div>
          <div className="col-12 col-lg-5">
            <div className="about-card">
              <h2 className="h5">{t('about.forVenues')}</h2>
              <ul className="mb-3">
                {FOR_VENUES.map((id) => (
                  <li key={id}>{t(id)}</li>
                ))}
              </ul>
              <Link to="/contact" className="fw-semibold text-decoration-none">
                {t('about.partner')}
              </Link>
            </div>
          </div>
        </div>

        <h2 className="section-title mb-4">{t('about.howItWorks')}</h2>
        <div className="row g-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <div className="col-12 col-md-4" key={title}>
              <div className="about-step">
                <span className="about-step__icon">
                  <Icon size={22} />
                </span>
                <div className="about-step__number" data-step={`${index + 1}.`} />
                <h3 className="h5 fw-bold">{t(title)}</h3>
                <p className="text-body-secondary mb-0">{t(text)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
