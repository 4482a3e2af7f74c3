import { Link, Outlet } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { LocaleChoice } from '../../components/top-bar/locale-choice';
import { useMessages } from '../../lib/locale';

export function AuthLayout() {
  const t = useMessages();
  return (
    <div className="auth-shell">
      <aside className="auth-shell__aside" aria-hidden="true">
        <div className="auth-shell__aside-content">
          <Logo className="brand-logo--light mb-4" decorative />
          <h2 className="auth-shell__headline">{t('auth.headline')}</h2>
          <p className="auth-shell__lead">{t('auth.lead')}</p>
        </div>
      </aside>
      <main className="auth-shell__main">
        <div className="auth-shell__top">
          <Logo className="d-lg-none" />
          <Link to="/" className="small ms-auto">
            ← {t('auth.backToSite')}
          </Link>
          <LocaleChoice className="ms-3" />
        </div>
        <div className="auth-shell__content">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
