import { Link } from 'react-router-dom';
import { serverMessage } from '../../../api/error-catalogue';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard } from '../components/auth-card';
import { PASSWORD_RESET_CACHE_KEY, useResetPasswordMutation } from '../api';

/** Shown right after the reset form is sent; follows that request while it is still on its way. */
export function PasswordChangedPage() {
  const [, reset] = useResetPasswordMutation({ fixedCacheKey: PASSWORD_RESET_CACHE_KEY });

  if (reset.isLoading) {
    return <AuthCard status="pending" title="Menjamo lozinku" subtitle="Samo trenutak..." />;
  }

  if (reset.isError) {
    const message = serverMessage((reset.error as { data?: unknown } | undefined)?.data) ?? 'Lozinka nije promenjena.';
    return (
      <AuthCard status="error" title="Lozinka nije promenjena" subtitle={message}>
        <div className="d-grid gap-2">
          <Link to="/auth/change-password" className="btn btn-primary btn-lg">
            Zatraži novi link
          </Link>
          <Link to={LOGIN_PATH} className="btn btn-outline-secondary">
            Nazad na prijavu
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard status="success" title="Lozinka je uspješno promijenjena" subtitle="Prijavite se svojom novom lozinkom.">
      <Link to={LOGIN_PATH} className="btn btn-primary btn-lg w-100">
        Prijavi se
      </Link>
    </AuthCard>
  );
}
