import { Link } from 'react-router-dom';
import { useStoredSession } from '../../state/hooks';

/** 'Prijavi se' for visitors; with a stored token, Profil (role user) or Kontrolna tabla (everyone else). */
export function SiteAuthButton({ className = '' }: { className?: string }) {
  const { signedIn, role } = useStoredSession();

  if (!signedIn) {
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
