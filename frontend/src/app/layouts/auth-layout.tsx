import { Link, Outlet } from 'react-router-dom';
import { Logo } from '../../components/logo';

export function AuthLayout() {
  return (
    <div className="auth-shell">
      <aside className="auth-shell__aside" aria-hidden="true">
        <div className="auth-shell__aside-content">
          <Logo className="brand-logo--light mb-4" decorative />
          <h2 className="auth-shell__headline">Noć počinje ovde.</h2>
          <p className="auth-shell__lead">Događaji, klubovi i rezervacije stolova na jednom mestu.</p>
        </div>
      </aside>
      <main className="auth-shell__main">
        <div className="auth-shell__top">
          <Logo className="d-lg-none" />
          <Link to="/" className="small ms-auto">
            ← Nazad na sajt
          </Link>
        </div>
        <div className="auth-shell__content">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
