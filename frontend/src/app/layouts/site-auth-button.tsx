import { Link } from 'react-router-dom';
import { authStorage } from '../../lib/auth-storage';
import { selectSession, useAppSelector } from '../../state/hooks';

/** 'Prijavi se' for visitors; with a stored token, Profil (role user) or Kontrolna tabla (everyone else). */
export function SiteAuthButton({ className = '' }: { className?: string }) {
  const session = useAppSelector(selectSession);
  const hasToken = session.loggedIn !== false && Boolean(authStorage.token());
  const role = session.user?.role ?? authStorage.role();

  if (!hasToken) {
    return (
      <Link to="/auth/login" className={`btn btn-primary ${className}`}>
        Prijavi se
      </Link>
    );
  }
  if (role === 'user') {
    return (
      <Link to="/profile" className={`btn btn-outline-light ${className}`}>
        Profil
      </Link>
    );
  }
  return (
    <Link to="/dashboard" className={`btn btn-primary ${className}`}>
      Kontrolna tabla
    </Link>
  );
}
