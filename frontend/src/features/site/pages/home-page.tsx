import { useState } from 'react';
import { Link } from 'react-router-dom';
import Nav from 'react-bootstrap/Nav';
import { WEEKDAYS } from '@izlazak/contracts';
import { PlaceholderPanel } from '../../../components/placeholder-panel';
import { HomeSlider } from '../components/home-slider';
import { RecommendedVenues } from '../components/recommended-venues';
import '../site.css';

// Day tabs run Monday to Sunday; WEEKDAYS is indexed like Date#getDay (Sunday 0).
const DAY_TAB_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

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

export function HomePage() {
  const [day, setDay] = useState<number>(() => new Date().getDay());

  return (
    <>
      <section className="home-hero" aria-label="Izdvojeno">
        <HomeSlider />
        <div className="container home-hero__content">
          <span className="home-hero__eyebrow">Noćni život na jednom mestu</span>
          <h1 className="home-hero__title">Gde izlazimo večeras?</h1>
          <p className="home-hero__lead">
            Klubovi, splavovi, restorani i kafići, njihovi događaji i slobodni stolovi. Pronađite mesto i rezervišite
            za nekoliko klikova.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/events" className="btn btn-primary btn-lg">
              Pronađi događaj
            </Link>
            <Link to="/clubs" className="btn btn-outline-light btn-lg">
              Ugostiteljski objekti
            </Link>
          </div>
        </div>
      </section>

      <div className="container py-5">
        <section className="mb-5" aria-labelledby="events-of-the-day">
          <SectionTitle id="events-of-the-day" title="Događaji dana" action={{ label: 'Svi događaji', to: '/events' }} />
          <Nav variant="pills" className="day-tabs mb-3" activeKey={String(day)} onSelect={(key) => key && setDay(Number(key))}>
            {DAY_TAB_ORDER.map((index) => (
              <Nav.Item key={index}>
                <Nav.Link eventKey={String(index)}>{WEEKDAYS[index]}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <PlaceholderPanel title={`Događaji — ${WEEKDAYS[day]}`}>
            Ovde će se prikazivati događaji za izabrani dan.
          </PlaceholderPanel>
        </section>

        <section className="mb-5" aria-labelledby="next-week-events">
          <SectionTitle id="next-week-events" title="Događaji sledeće nedelje" />
          <PlaceholderPanel title="Događaji sledeće nedelje">
            Pregled događaja za narednih sedam dana stiže uskoro.
          </PlaceholderPanel>
        </section>

        <section aria-labelledby="recommended-venues">
          <SectionTitle id="recommended-venues" title="Preporučeni objekti" action={{ label: 'Svi objekti', to: '/clubs' }} />
          <RecommendedVenues />
        </section>
      </div>
    </>
  );
}
