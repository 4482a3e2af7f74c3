import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { serverMessage } from '../../../api/error-catalogue';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard } from '../components/auth-card';
import { useVerifyEmailMutation } from '../api';

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
    const message = serverMessage((error as { data?: unknown } | undefined)?.data) ?? 'Link za potvrdu naloga nije ispravan.';
    return (
      <AuthCard status="error" title="Potvrda nije uspela" subtitle={message}>
        <p className="text-body-secondary small mb-4">Ako je link istekao, prijavite se svojim podacima i poslaćemo vam novi link za potvrdu.</p>
        <Link to={LOGIN_PATH} className="btn btn-primary w-100">
          Idi na prijavu
        </Link>
      </AuthCard>
    );
  }

  return <AuthCard status="pending" title="Potvrđujemo vašu email adresu" subtitle="Samo trenutak..." />;
}
