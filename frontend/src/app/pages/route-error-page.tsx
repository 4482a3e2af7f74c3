import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="status-page">
      <div className="status-page__code">Ups!</div>
      <h1 className="status-page__title">Došlo je do greške</h1>
      <p className="status-page__text">Pokušajte ponovo da učitate stranicu.</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-outline-primary btn-lg" onClick={() => window.location.reload()}>
          Učitaj ponovo
        </button>
        <Link to="/" className="btn btn-primary btn-lg">
          Vrati se na početnu
        </Link>
      </div>
    </main>
  );
}
