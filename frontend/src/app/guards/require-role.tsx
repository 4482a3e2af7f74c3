import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@izlazak/contracts';
import { useMessages } from '../../lib/locale';
import { selectCurrentUser, useAppSelector } from '../../state/hooks';

/** Screens outside a role's sidebar say so instead of failing on calls the server refuses. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const t = useMessages();
  if (user && roles.includes(user.role)) return <>{children}</>;
  return (
    <div className="no-access" role="alert">
      <h1 className="h4">{t('access.denied')}</h1>
      <p className="text-body-secondary mb-3">{t('access.deniedText')}</p>
      <Link to="/" className="btn btn-outline-primary btn-sm">
        {t('access.home')}
      </Link>
    </div>
  );
}

/** Picks the screen for the current role, e.g. site-wide settings for the admin, venue settings for a manager. */
export function ByRole({ admin, manager }: { admin: ReactNode; manager: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  if (user?.role === 'admin') return <>{admin}</>;
  if (user?.role === 'manager') return <>{manager}</>;
  return <RequireRole roles={['admin', 'manager']}>{null}</RequireRole>;
}
