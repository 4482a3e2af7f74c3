import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';

export function AboutPage() {
  return (
    <>
      <PageHeader title="O nama" subtitle="Izlazak spaja goste i ugostiteljske objekte." />
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <p className="lead">
              Izlazak je mesto gde na jednom ekranu vidite šta se večeras dešava u gradu: klubove, splavove, restorane i
              kafiće, njihove događaje i slobodne stolove.
            </p>
            <p>
              Gosti pronalaze događaj, biraju sto i šalju rezervaciju bez poziva i čekanja. Objekti vode rezervacije,
              meni, događaje i osoblje iz jedne kontrolne table.
            </p>
            <div className="d-flex flex-wrap gap-2 mt-4">
              <Link to="/events" className="btn btn-primary">
                Pogledaj događaje
              </Link>
              <Link to="/contact" className="btn btn-outline-primary">
                Kontaktiraj nas
              </Link>
            </div>
          </div>
          <div className="col-12 col-lg-5">
            <div className="about-card">
              <h2 className="h5">Za ugostiteljske objekte</h2>
              <ul className="mb-0">
                <li>pregled i potvrda rezervacija</li>
                <li>događaji, meni i stolovi na jednom mestu</li>
                <li>nalozi za osoblje</li>
              </ul>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
