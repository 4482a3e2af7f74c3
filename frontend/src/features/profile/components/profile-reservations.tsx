import { Link } from 'react-router-dom';

/** The user's reservation history; the list itself arrives with the reservations feature. */
export function ProfileReservations() {
  return (
    <section className="profile-section" aria-labelledby="profile-reservations-title">
      <h2 className="profile-section__title" id="profile-reservations-title">
        Moje rezervacije
      </h2>
      <p className="profile-section__subtitle">Pregled svih stolova koje ste rezervisali.</p>
      <div className="table-responsive">
        <table className="table profile-reservations align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">Pregled rezervacije</th>
              <th scope="col">Telefon</th>
              <th scope="col">Datum</th>
              <th scope="col">Status</th>
              <th scope="col">ID Rezervacije</th>
              <th scope="col" className="text-end">
                Akcije
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={6} className="profile-reservations__empty">
                <p className="fw-semibold text-body mb-1">Još nemate rezervacija.</p>
                <p className="mb-3">Kada rezervišete sto za neki događaj, videćete ga ovde.</p>
                <Link to="/events" className="btn btn-outline-primary btn-sm">
                  Pronađi događaj
                </Link>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
