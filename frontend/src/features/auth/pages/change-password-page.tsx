import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard, AuthSubmit, BackToLogin } from '../components/auth-card';
import { useRequestPasswordResetMutation } from '../api';
import { useMessages } from '../../../lib/locale';

const validate = validateWith(passwordResetRequestSchema);
const INITIAL_VALUES: PasswordResetRequestInput = { email: '' };

export function ChangePasswordPage() {
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const navigate = useNavigate();
  const t = useMessages();

  async function onSubmit({ email }: PasswordResetRequestInput) {
    try {
      await requestPasswordReset({ email: email.trim() }).unwrap();
      notifySuccess(t('auth.forgot.sent'));
      void navigate(LOGIN_PATH);
    } catch {
      // The error catalogue shows the server's message in a toast (spec section 8).
    }
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackToLogin />}>
      <Form<PasswordResetRequestInput> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('auth.forgot.title')}>
            <TextField name="email" label={t('auth.email')} type="email" required autoComplete="email" className="mb-4" />
            <AuthSubmit submitting={submitting}>{t('auth.forgot.send')}</AuthSubmit>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
