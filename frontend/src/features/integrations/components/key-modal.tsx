import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { SelectField, TextField } from '../../../components/form/fields';
import { FormModal } from '../../../components/form-modal';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useMessages } from '../../../lib/locale';
import { useCreateIntegrationKeyMutation } from '../api';

const ALL_VENUES = '';

interface KeyFormValues {
  name: string;
  clubId: string;
}

const INITIAL_VALUES: KeyFormValues = { name: '', clubId: ALL_VENUES };

/** A new read-only API key: a manager's reads their venue, an admin's one venue or all of them. */
export function KeyModal({ show, onClose, onCreated }: { show: boolean; onClose: () => void; onCreated: (key: string) => void }) {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const venues = useGetVenueNamesQuery(undefined, { skip: !show || !isAdmin });
  const [createKey] = useCreateIntegrationKeyMutation();
  const t = useMessages();
  const validate = (values: KeyFormValues) => (values.name?.trim() ? undefined : { name: t('integrations.keyForm.nameRequired') });

  async function save(values: KeyFormValues) {
    const venue = isAdmin ? (values.clubId === ALL_VENUES ? null : values.clubId) : (user?.clubId ?? null);
    const created = await createKey({ name: values.name.trim(), clubId: venue }).unwrap();
    onCreated(created.key);
  }

  return (
    <FormModal<KeyFormValues>
      show={show}
      title={t('integrations.keyForm.title')}
      formLabel={t('integrations.keyForm.title')}
      submitLabel={t('integrations.keyForm.submit')}
      initialValues={INITIAL_VALUES}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      <TextField name="name" label={t('integrations.keyForm.name')} placeholder={t('integrations.keyForm.namePlaceholder')} maxLength={80} autoComplete="off" />
      {isAdmin && (
        <SelectField
          name="clubId"
          label={t('common.venue')}
          options={[{ value: ALL_VENUES, label: t('integrations.keyForm.allVenues') }, ...(venues.data ?? []).map((venue) => ({ value: venue._id, label: venue.name }))]}
        />
      )}
      <p className="text-body-secondary small">{t('integrations.keyForm.readOnly')}</p>
    </FormModal>
  );
}
