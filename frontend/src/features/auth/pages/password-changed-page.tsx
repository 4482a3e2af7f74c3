import { Link } from 'react-router-dom';
import { serverMessage } from '../../../api/error-catalogue';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard } from '../components/auth-card';
import { PASSWORD_RESET_CACHE_KEY, useResetPasswordMutation } from '../api';
import { useMessages } from '../../../lib/locale';

/** Shown right after the reset form is sent; follows that request while it is still on its way. */
export function PasswordChangedPage() {
  const [, reset] = useResetPasswordMutation({ fixedCacheKey: PASSWORD_RESET_CACHE_KEY });
  const t = useMessages();

  if (reset.isLoading) {
    return <AuthCard status="pending" title={t('auth.changed.pending')} subtitle={t('auth.moment')} />;
  }

  if (reset.isError) {
    const message = serverMessage((reset.error as { data?: unknown } | undefined)?.data) ?? t('auth.changed.failedText');
    return (
      <AuthCard status="error" title={t('auth.changed.failed')} subtitle={message}>
        <div className="d-grid gap-2">
          <Link to="/auth/change-password" className="btn btn-primary btn-lg">
            {t('auth.changed.newLink')}
          </Link>
          <Link to={LOGIN_PATH} className="btn btn-outline-secondary">
            {t('auth.backToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard status="success" title={t('auth.changed.done')} subtitle={t('auth.changed.doneText')}>
      <Link to={LOGIN_PATH} className="btn btn-primary btn-lg w-100">
        {t('auth.signIn')}
      </Link>
    </AuthCard>
  );
}
