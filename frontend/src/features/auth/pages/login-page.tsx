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
import { useMessages } from '../../../lib/locale';

const validate = validateWith(loginSchema);
/** The address sits in bold inside the sentence: split around it. */
const EMAIL_MARK = '\u0001';
const INITIAL_VALUES: Partial<LoginInput> = { email: '', password: '', rememberMe: false };

export function LoginPage() {
  const [login] = useLoginMutation();
  const t = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigationState = location.state as { from?: string; registeredEmail?: string } | null;
  const requestedPath = safeNextPath(searchParams.get('next')) ?? safeNextPath(navigationState?.from);
  const registeredEmail = navigationState?.registeredEmail;

  async function onSubmit(values: LoginInput) {
    try {
      const { user } = await login({ ...values, email: values.email.trim(), rememberMe: Boolean(values.rememberMe) }).unwrap();
      notifySuccess(t('auth.login.done'));
      void navigate(user.role === 'user' ? '/' : (requestedPath ?? dashboardHomeFor(user.role)), { replace: true });
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) return nestErrors(fieldErrors);
      // Wrong credentials, an unverified or inactive account, too many attempts: say it in the form,
      // where it stays after the toast is gone.
      const message = serverMessage((error as { data?: unknown }).data);
      if ((error as { status?: unknown }).status === 401) return { [FORM_ERROR]: message ?? t('auth.login.wrong') };
      return message ? { [FORM_ERROR]: message } : undefined;
    }
  }

  const [registeredBefore, registeredAfter] = t('auth.login.registered', { email: EMAIL_MARK }).split(EMAIL_MARK);
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to="/auth/register">{t('auth.login.register')}</Link>
        </>
      }
    >
      {registeredEmail && (
        <Alert variant="info" className="py-2" data-testid="registered-notice">
          {registeredBefore}
          <strong>{registeredEmail}</strong>
          {registeredAfter}
        </Alert>
      )}
      <Form<LoginInput> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('auth.login.title')}>
            {submitError && (
              <Alert variant="danger" className="py-2" role="alert" data-testid="login-error">
                {submitError}
              </Alert>
            )}
            <TextField name="email" label={t('auth.login.login')} required autoComplete="username" />
            <TextField name="password" label={t('auth.password')} type="password" required autoComplete="current-password" />
            <div className="d-flex justify-content-between align-items-center mb-4">
              <CheckboxField name="rememberMe" label={t('auth.login.remember')} className="mb-0" />
              <Link to="/auth/change-password" className="small">
                {t('auth.login.forgot')}
              </Link>
            </div>
            <AuthSubmit submitting={submitting}>{t('auth.signIn')}</AuthSubmit>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
