import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { USER_MESSAGES, registerSchema } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { TextField } from '../../../components/form/fields';
import { nestErrors, validateWith, withMatchingFields } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { accountValues, type AccountFormValues } from '../../../components/form/account-values';
import { LOGIN_PATH } from '../../../lib/navigation';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { ProfileImageField, profileImageProblem } from '../components/profile-image-field';
import { TermsField } from '../components/terms-field';
import { useRegisterMutation } from '../api';
import { useMessages } from '../../../lib/locale';

interface RegisterFormValues extends AccountFormValues {
  username: string;
  terms: boolean;
  profileImage: File | null;
}

const TEXT_FIELDS = ['username', 'firstName', 'lastName', 'mobilePhone', 'email', 'password', 'confirmPassword'] as const;

const INITIAL_VALUES: RegisterFormValues = { ...accountValues(), username: '', terms: false, profileImage: null };

const validateFields = validateWith(registerSchema);

function validate(values: RegisterFormValues) {
  const errors = withMatchingFields(validateFields(values), { ...values }, 'confirmPassword', 'password', USER_MESSAGES.passwordsMismatch) ?? {};
  const imageError = profileImageProblem(values.profileImage);
  return imageError ? { ...errors, profileImage: imageError } : errors;
}

/** The registration as multipart, the way the server reads it (spec section 7). */
function toFormData(values: RegisterFormValues): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = values[field] ?? '';
    body.append(field, field === 'password' || field === 'confirmPassword' ? value : value.trim());
  }
  body.append('terms', values.terms ? 'true' : 'false');
  if (values.profileImage) body.append('profileImage', values.profileImage);
  return body;
}

export function RegisterPage() {
  const [register] = useRegisterMutation();
  const t = useMessages();
  const navigate = useNavigate();

  async function onSubmit(values: RegisterFormValues) {
    try {
      await register(toFormData(values)).unwrap();
      notifySuccess(t('auth.register.done'));
      void navigate(LOGIN_PATH, { state: { registeredEmail: values.email.trim() } });
      return undefined;
    } catch (error) {
      // The error catalogue has toasted the message (409: the address is taken); put it under its field too.
      return nestErrors(serverFieldErrors(error));
    }
  }

  return (
    <AuthCard
      wide
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')} <Link to={LOGIN_PATH}>{t('auth.register.signIn')}</Link>
        </>
      }
    >
      <Form<RegisterFormValues> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('auth.register.title')}>
            <div className="row g-3 mb-3">
              <TextField name="firstName" label={t('users.firstName')} required autoComplete="given-name" className="col-sm-6" />
              <TextField name="lastName" label={t('users.lastName')} required autoComplete="family-name" className="col-sm-6" />
            </div>
            <div className="row g-3 mb-3">
              <TextField name="username" label={t('auth.register.username')} required autoComplete="username" className="col-sm-6" />
              <TextField name="mobilePhone" label={t('users.phone')} type="tel" required autoComplete="tel" className="col-sm-6" />
            </div>
            <TextField name="email" label={t('auth.email')} type="email" required autoComplete="email" />
            <div className="row g-3 mb-3">
              <TextField name="password" label={t('auth.password')} type="password" required autoComplete="new-password" className="col-sm-6" />
              <TextField name="confirmPassword" label={t('users.repeatPassword')} type="password" required autoComplete="new-password" className="col-sm-6" />
            </div>
            <ProfileImageField />
            <TermsField />
            <AuthSubmit submitting={submitting}>{t('auth.register.submit')}</AuthSubmit>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
