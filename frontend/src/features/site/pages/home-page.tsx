import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HomeSlider } from '../components/home-slider';
import { RecommendedVenues } from '../components/recommended-venues';
import '../site.css';
import { useMessages } from '../../../lib/locale';

interface SectionTitleProps {
  id: string;
  title: string;
  action?: { label: string; to: string };
}

function SectionTitle({ id, title, action }: SectionTitleProps) {
  return (
    <div className="d-flex align-items-end justify-content-between mb-3 gap-3">
      <h2 className="section-title mb-0" id={id}>
        {title}
      </h2>
      {action && (
        <Link to={action.to} className="small fw-semibold text-decoration-none">
          {action.label} →
        </Link>
      )}
    </div>
  );
}

interface HomePageProps {
  /** The day tabs with their events (the events feature brings them; app/routes puts them here). */
  eventsOfTheDay: ReactNode;
  nextWeekEvents: ReactNode;
}

export function HomePage({ eventsOfTheDay, nextWeekEvents }: HomePageProps) {
  const t = useMessages();

  return (
    <>
      <section className="home-hero" aria-label={t('home.featured')}>
        <HomeSlider />
        <div className="container home-hero__content">
          <span className="home-hero__eyebrow">{t('home.eyebrow')}</span>
          <h1 className="home-hero__title">{t('home.title')}</h1>
          <p className="home-hero__lead">{t('home.lead')}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/events" className="btn btn-primary btn-lg">
              {t('footer.findEvent')}
            </Link>
            <Link to="/clubs" className="btn btn-outline-light btn-lg">
              {t('nav.venues')}
            </Link>
          </div>
        </div>
      </section>

      <div className="container py-5">
        <section className="mb-5" aria-labelledby="events-of-the-day">
          <SectionTitle id="events-of-the-day" title={t('home.eventsOfTheDay')} action={{ label: t('home.allEvents'), to: '/events' }} />
          {eventsOfTheDay}
        </section>

        <section className="mb-5" aria-labelledby="next-week-events">
          <SectionTitle id="next-week-events" title={t('home.nextWeek')} />
          {nextWeekEvents}
        </section>

        <section aria-labelledby="recommended-venues">
          <SectionTitle id="recommended-venues" title={t('home.recommended')} action={{ label: t('home.allVenues'), to: '/clubs' }} />
          <RecommendedVenues />
        </section>
      </div>
    </>
  );
}
