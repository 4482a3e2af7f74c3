import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form } from 'react-final-form';
import { PENDING_EMAIL_TEXTS, USER_MESSAGES, profileUpdateSchema, type ProfileUpdateInput, type UserView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { TextField } from '../../../components/form/fields';
import { accountValues, type AccountFormValues } from '../../../components/form/account-values';
import { nestErrors, validateWith, withMatchingFields } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { useUpdateProfileMutation } from '../api';
import { useMessages } from '../../../lib/locale';

interface ProfileFormValues extends AccountFormValues {
  currentPassword: string;
}

const validateSchema = validateWith(profileUpdateSchema);

/** Changing the sign-in details (e-mail or password) needs the current password as proof. */
function needsCurrentPassword(values: ProfileFormValues, profile: UserView): boolean {
  return Boolean(values.password) || (values.email ?? '').trim().toLowerCase() !== profile.email.toLowerCase();
}

function initialValuesOf(profile: UserView): ProfileFormValues {
  return { ...accountValues(profile), currentPassword: '' };
}

export function ProfileSettingsForm({ profile }: { profile: UserView }) {
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues = useMemo(() => initialValuesOf(profile), [profile]);
  const t = useMessages();

  function validate(values: ProfileFormValues) {
    const errors = withMatchingFields(validateSchema(values), { ...values }, 'confirmPassword', 'password', USER_MESSAGES.passwordsMismatch) ?? {};
    if (needsCurrentPassword(values, profile) && !values.currentPassword) {
      // The server's own message when the proof is missing (modules/identity).
      return { ...errors, currentPassword: t('identity.currentPasswordRequired') };
    }
    return errors;
  }

  async function onSubmit(values: ProfileFormValues) {
    const changesSignIn = needsCurrentPassword(values, profile);
    const input: ProfileUpdateInput = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      mobilePhone: values.mobilePhone.trim(),
      email: values.email.trim(),
      ...(values.password ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
      ...(changesSignIn ? { currentPassword: values.currentPassword } : {}),
    };
    try {
      const saved = await updateProfile(input).unwrap();
      notifySuccess(saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail ? PENDING_EMAIL_TEXTS.mailed : t('users.edited'));
      return undefined;
    } catch (error) {
      return nestErrors(serverFieldErrors(error));
    }
  }

  return (
    <section className="profile-section" aria-labelledby="profile-settings-title">
      <h2 className="profile-section__title" id="profile-settings-title">
        {t('profile.settings.title')}
      </h2>
      <p className="profile-section__subtitle">{t('profile.settings.subtitle')}</p>
      <Form<ProfileFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, values, pristine }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('profile.settings.title')}>
            <div className="profile-section__group">{t('profile.settings.personal')}</div>
            <div className="row g-3 mb-3">
              <TextField name="firstName" label={t('users.firstName')} autoComplete="given-name" className="col-md-6" />
              <TextField name="lastName" label={t('users.lastName')} autoComplete="family-name" className="col-md-6" />
            </div>
            <div className="row g-3 mb-4">
              <TextField name="mobilePhone" label={t('users.phone')} type="tel" autoComplete="tel" className="col-md-6" />
              <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" className="col-md-6" />
            </div>
            {profile.pendingEmail && (
              <p className="profile-section__subtitle mb-4" data-testid="pending-email" role="status">
                <strong>{PENDING_EMAIL_TEXTS.waiting(profile.pendingEmail)}</strong> {PENDING_EMAIL_TEXTS.explained(profile.email)}
              </p>
            )}

            <div className="profile-section__group">{t('auth.password')}</div>
            <div className="row g-3 mb-3">
              <TextField name="password" label={t('users.newPassword')} type="password" autoComplete="new-password" className="col-md-6" hint={t('users.keepPassword')} />
              <TextField name="confirmPassword" label={t('users.repeatPassword')} type="password" autoComplete="new-password" className="col-md-6" />
            </div>
            {needsCurrentPassword(values, profile) && (
              <div className="row g-3 mb-3">
                <TextField
                  name="currentPassword"
                  label={t('profile.settings.currentPassword')}
                  type="password"
                  required
                  autoComplete="current-password"
                  className="col-md-6"
                  hint={t('profile.settings.currentPasswordHint')}
                />
              </div>
            )}
            <div className="d-flex justify-content-end mt-4">
              <Button type="submit" variant="primary" disabled={submitting || pristine}>
                {submitting && <Spinner animation="border" size="sm" className="me-2" />}
                {t('profile.settings.save')}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </section>
  );
}
