import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { serverMessage } from '../../../api/error-catalogue';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard } from '../components/auth-card';
import { useVerifyEmailMutation } from '../api';
import { useMessages } from '../../../lib/locale';

/**
 * Where the mailed verification link lands (APP_URL/auth/verify-email/{token}). Opening the link
 * does not verify by itself (mail scanners open links too): this page sends the token, then shows
 * the verified screen.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [verifyEmail, { isError, error }] = useVerifyEmailMutation();
  const sentFor = useRef<string | null>(null);
  const t = useMessages();

  useEffect(() => {
    // The token works once: never send it twice (StrictMode runs effects twice in development).
    if (sentFor.current === token) return;
    sentFor.current = token;
    verifyEmail(token)
      .unwrap()
      .then(() => navigate('/auth/verified', { replace: true }))
      .catch(() => {
        // Shown below; the error catalogue has toasted it as well.
      });
  }, [token, verifyEmail, navigate]);

  if (isError) {
    const message = serverMessage((error as { data?: unknown } | undefined)?.data) ?? t('auth.verify.invalid');
    return (
      <AuthCard status="error" title={t('auth.verify.failed')} subtitle={message}>
        <p className="text-body-secondary small mb-4">{t('auth.verify.expiredHint')}</p>
        <Link to={LOGIN_PATH} className="btn btn-primary w-100">
          {t('auth.verify.toLogin')}
        </Link>
      </AuthCard>
    );
  }

  return <AuthCard status="pending" title={t('auth.verify.pending')} subtitle={t('auth.moment')} />;
}
