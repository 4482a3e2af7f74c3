import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="status-page">
      <div className="status-page__code">404</div>
      <h1 className="status-page__title">Stranica nije pronađena</h1>
      <p className="status-page__text">Stranica koju tražite ne postoji ili je premeštena.</p>
      <Link to="/" className="btn btn-primary btn-lg">
        Vrati se na početnu
      </Link>
    </main>
  );
}
