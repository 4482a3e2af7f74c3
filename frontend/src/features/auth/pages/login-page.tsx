import Alert from 'react-bootstrap/Alert';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@izlazak/contracts';
import { serverFieldErrors, serverMessage } from '../../../api/error-catalogue';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { nestErrors, validateWith } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { dashboardHomeFor, safeNextPath } from '../../../lib/navigation';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { useLoginMutation } from '../api';

const validate = validateWith(loginSchema);
const INITIAL_VALUES: Partial<LoginInput> = { email: '', password: '', rememberMe: false };

export function LoginPage() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigationState = location.state as { from?: string; registeredEmail?: string } | null;
  const requestedPath = safeNextPath(searchParams.get('next')) ?? safeNextPath(navigationState?.from);
  const registeredEmail = navigationState?.registeredEmail;

  async function onSubmit(values: LoginInput) {
    try {
      const { user } = await login({ ...values, email: values.email.trim(), rememberMe: Boolean(values.rememberMe) }).unwrap();
      notifySuccess('Uspešno ste se prijavili!');
      void navigate(user.role === 'user' ? '/' : (requestedPath ?? dashboardHomeFor(user.role)), { replace: true });
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) return nestErrors(fieldErrors);
      // Wrong credentials, an unverified or inactive account, too many attempts: say it in the form,
      // where it stays after the toast is gone.
      const message = serverMessage((error as { data?: unknown }).data);
      if ((error as { status?: unknown }).status === 401) return { [FORM_ERROR]: message ?? 'Pogrešni podaci za prijavu' };
      return message ? { [FORM_ERROR]: message } : undefined;
    }
  }

  return (
    <AuthCard
      title="Prijava"
      subtitle="Dobrodošli nazad! Prijavite se na svoj nalog."
      footer={
        <>
          Nemate nalog? <Link to="/auth/register">Registrujte se</Link>
        </>
      }
    >
      {registeredEmail && (
        <Alert variant="info" className="py-2" data-testid="registered-notice">
          Poslali smo link za potvrdu na <strong>{registeredEmail}</strong>. Potvrdite email adresu, pa se prijavite.
        </Alert>
      )}
      <Form<LoginInput> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Prijava">
            {submitError && (
              <Alert variant="danger" className="py-2" role="alert" data-testid="login-error">
                {submitError}
              </Alert>
            )}
            <TextField name="email" label="Email ili korisničko ime" required autoComplete="username" />
            <TextField name="password" label="Lozinka" type="password" required autoComplete="current-password" />
            <div className="d-flex justify-content-between align-items-center mb-4">
              <CheckboxField name="rememberMe" label="Zapamti me" className="mb-0" />
              <Link to="/auth/change-password" className="small">
                Zaboravili ste lozinku?
              </Link>
            </div>
            <AuthSubmit submitting={submitting}>Prijavi se</AuthSubmit>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
