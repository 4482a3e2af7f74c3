import { Link } from 'react-router-dom';
import { useStoredSession } from '../../state/hooks';
import { useMessages } from '../../lib/locale';

/** 'Prijavi se' for visitors; with a stored token, Profil (role user) or Kontrolna tabla (everyone else). */
export function SiteAuthButton({ className = '' }: { className?: string }) {
  const { signedIn, role } = useStoredSession();
  const t = useMessages();

  if (!signedIn) {
    return (
      <Link to="/auth/login" className={`btn btn-primary ${className}`}>
        {t('header.signIn')}
      </Link>
    );
  }
  if (role === 'user') {
    return (
      <Link to="/profile" className={`btn btn-outline-light ${className}`}>
        {t('header.profile')}
      </Link>
    );
  }
  return (
    <Link to="/dashboard" className={`btn btn-primary ${className}`}>
      {t('header.dashboard')}
    </Link>
  );
}
