import Button from 'react-bootstrap/Button';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import { USER_MESSAGES, passwordResetFormSchema } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith, withMatchingFields } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { AuthCard, BackToLogin } from '../components/auth-card';
import { PASSWORD_RESET_CACHE_KEY, useResetPasswordMutation } from '../api';
import { useMessages } from '../../../lib/locale';

interface ResetPasswordFormValues {
  password: string;
  confirmPassword: string;
}

const validateSchema = validateWith(passwordResetFormSchema);
const validate = (values: ResetPasswordFormValues) =>
  withMatchingFields(validateSchema(values), { ...values }, 'confirmPassword', 'password', USER_MESSAGES.resetPasswordsMismatch);
const INITIAL_VALUES: ResetPasswordFormValues = { password: '', confirmPassword: '' };

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation({ fixedCacheKey: PASSWORD_RESET_CACHE_KEY });
  const t = useMessages();

  function onSubmit({ password, confirmPassword }: ResetPasswordFormValues) {
    // The spec goes to password-changed straight after submitting; that screen follows the request's
    // outcome, and a failure is also toasted by the error catalogue.
    void resetPassword({ token, password, confirmPassword })
      .unwrap()
      .then(() => notifySuccess(t('auth.changed.done')))
      .catch(() => undefined);
    void navigate('/auth/password-changed', { replace: true });
  }

  return (
    <AuthCard title={t('users.newPassword')} subtitle={t('auth.reset.subtitle')} footer={<BackToLogin />}>
      <Form<ResetPasswordFormValues> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('auth.reset.form')}>
            <TextField name="password" label={t('users.newPassword')} type="password" required autoComplete="new-password" />
            <TextField name="confirmPassword" label={t('auth.reset.repeat')} type="password" required autoComplete="new-password" className="mb-4" />
            <Button type="submit" variant="primary" size="lg" className="w-100" disabled={submitting}>
              {t('auth.reset.submit')}
            </Button>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
