import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { SelectField, TextField } from '../../../components/form/fields';
import { FormModal } from '../../../components/form-modal';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useCreateIntegrationKeyMutation } from '../api';

const ALL_VENUES = '';

interface KeyFormValues {
  name: string;
  clubId: string;
}

const INITIAL_VALUES: KeyFormValues = { name: '', clubId: ALL_VENUES };
const validate = (values: KeyFormValues) => (values.name?.trim() ? undefined : { name: 'Naziv ključa je obavezno polje' });

/** A new read-only API key: a manager's reads their venue, an admin's one venue or all of them. */
export function KeyModal({ show, onClose, onCreated }: { show: boolean; onClose: () => void; onCreated: (key: string) => void }) {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const venues = useGetVenueNamesQuery(undefined, { skip: !show || !isAdmin });
  const [createKey] = useCreateIntegrationKeyMutation();

  async function save(values: KeyFormValues) {
    const venue = isAdmin ? (values.clubId === ALL_VENUES ? null : values.clubId) : (user?.clubId ?? null);
    const created = await createKey({ name: values.name.trim(), clubId: venue }).unwrap();
    onCreated(created.key);
  }

  return (
    <FormModal<KeyFormValues>
      show={show}
      title="Novi API ključ"
      formLabel="Novi API ključ"
      submitLabel="Napravi ključ"
      initialValues={INITIAL_VALUES}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      <TextField name="name" label="Naziv ključa" placeholder="npr. POS sistem" maxLength={80} autoComplete="off" />
      {isAdmin && (
        <SelectField
          name="clubId"
          label="Objekat"
          options={[{ value: ALL_VENUES, label: 'Svi objekti' }, ...(venues.data ?? []).map((venue) => ({ value: venue._id, label: venue.name }))]}
        />
      )}
      <p className="text-body-secondary small">Ključ služi samo za čitanje: feed događaja, SSE i webhook-ove.</p>
    </FormModal>
  );
}
