import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard, AuthSubmit, BackToLogin } from '../components/auth-card';
import { useRequestPasswordResetMutation } from '../api';

const validate = validateWith(passwordResetRequestSchema);
const INITIAL_VALUES: PasswordResetRequestInput = { email: '' };

export function ChangePasswordPage() {
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const navigate = useNavigate();

  async function onSubmit({ email }: PasswordResetRequestInput) {
    try {
      await requestPasswordReset({ email: email.trim() }).unwrap();
      notifySuccess('Link za reset poslan na Vašu email adresu');
      void navigate(LOGIN_PATH);
    } catch {
      // The error catalogue shows the server's message in a toast (spec section 8).
    }
  }

  return (
    <AuthCard title="Zaboravljena lozinka" subtitle="Unesite email adresu svog naloga i poslaćemo vam link za promenu lozinke." footer={<BackToLogin />}>
      <Form<PasswordResetRequestInput> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Zaboravljena lozinka">
            <TextField name="email" label="Email adresa" type="email" required autoComplete="email" className="mb-4" />
            <AuthSubmit submitting={submitting}>Pošalji link</AuthSubmit>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
