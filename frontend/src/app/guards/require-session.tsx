import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session-api';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PROMOTER_HOME, loginPathFor } from '../../lib/navigation';
import { useMessages } from '../../lib/locale';

/** The dashboard needs a logged-in back-office user; anyone else is sent where they belong. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, loggedIn } = useSession();
  const location = useLocation();
  const t = useMessages();

  if (loggedIn === undefined) return <LoadingIndicator fullscreen label={t('access.checking')} />;
  if (!loggedIn || !user) {
    const requested = location.pathname + location.search;
    return <Navigate to={loginPathFor(requested)} replace state={{ from: requested }} />;
  }
  // Registered guests have a profile, not a dashboard.
  if (user.role === 'user') return <Navigate to="/profile" replace />;
  // A promoter reaches nothing else of the dashboard.
  if (user.role === 'promoter' && location.pathname !== PROMOTER_HOME) return <Navigate to={PROMOTER_HOME} replace />;
  return <>{children}</>;
}
