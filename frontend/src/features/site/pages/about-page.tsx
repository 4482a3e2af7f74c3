import { Link } from 'react-router-dom';
import { BuildingIcon, CalendarIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import '../site.css';

const STEPS = [
  { icon: SearchIcon, title: 'Pronađi', text: 'Klubovi, splavovi, restorani i kafići po vrsti i rangu, sa događajima za svaki dan.' },
  { icon: CalendarIcon, title: 'Rezerviši', text: 'Izaberi sto i pošalji rezervaciju bez poziva i čekanja; potvrda stiže od objekta.' },
  { icon: BuildingIcon, title: 'Izađi', text: 'Radno vreme, adresa i kontakt objekta su uvek na jednom mestu.' },
] as const;

export function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="Izlazak" title="O nama" subtitle="Izlazak spaja goste i ugostiteljske objekte." />
      <div className="container py-5">
        <div className="row g-4 align-items-center mb-5">
          <div className="col-12 col-lg-7">
            <p className="lead">
              Izlazak je mesto gde na jednom ekranu vidite šta se večeras dešava u gradu: klubove, splavove, restorane i kafiće, njihove događaje i slobodne stolove.
            </p>
            <p>Gosti pronalaze događaj, biraju sto i šalju rezervaciju bez poziva i čekanja. Objekti vode rezervacije, meni, događaje i osoblje iz jedne kontrolne table.</p>
            <div className="d-flex flex-wrap gap-2 mt-4">
              <Link to="/clubs" className="btn btn-primary">
                Pronađi mesto za izlazak
              </Link>
              <Link to="/events" className="btn btn-outline-primary">
                Pogledaj događaje
              </Link>
            </div>
          </div>
          <div className="col-12 col-lg-5">
            <div className="about-card">
              <h2 className="h5">Za ugostiteljske objekte</h2>
              <ul className="mb-3">
                <li>pregled i potvrda rezervacija</li>
                <li>događaji, meni i stolovi na jednom mestu</li>
                <li>radno vreme, slike i slajder stranice objekta</li>
                <li>nalozi za osoblje</li>
              </ul>
              <Link to="/contact" className="fw-semibold text-decoration-none">
                Kontaktirajte nas za saradnju →
              </Link>
            </div>
          </div>
        </div>

        <h2 className="section-title mb-4">Kako funkcioniše</h2>
        <div className="row g-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <div className="col-12 col-md-4" key={title}>
              <div className="about-step">
                <span className="about-step__icon">
                  <Icon size={22} />
                </span>
                <div className="about-step__number" data-step={`${index + 1}.`} />
                <h3 className="h5 fw-bold">{title}</h3>
                <p className="text-body-secondary mb-0">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
