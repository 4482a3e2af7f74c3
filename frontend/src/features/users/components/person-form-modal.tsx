import { useId, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form } from 'react-final-form';
import {
  STAFF_ROLE_OPTIONS,
  USER_MESSAGES,
  addUserSchema,
  editUserSchema,
  type AddUserInput,
  type EditUserInput,
  type ManagedRole,
  type UserView,
} from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { nestErrors, validateWith, withMatchingFields } from '../../../components/form/validate';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { useCreatePersonMutation, useEditPersonMutation } from '../api';

/** 'user': a registered guest ('Lista korisnika'); 'staff': a venue's staff or manager ('Osoblje'). */
export type PersonKind = 'user' | 'staff';

interface PersonFormValues {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  email: string;
  password: string;
  confirmPassword: string;
  status: boolean;
  role: ManagedRole;
  /** '' for no venue. */
  clubId: string;
}

export interface VenueOption {
  value: string;
  label: string;
}

interface PersonFormModalProps {
  show: boolean;
  kind: PersonKind;
  /** The person being edited; null adds a new one. */
  person: UserView | null;
  /** The admin places staff in a venue; a manager's staff always join the manager's own venue. */
  venueOptions: readonly VenueOption[] | null;
  /** The logged-in account: nobody changes their own role or status. */
  currentUserId: string | null;
  onClose: () => void;
}

const addSchemaErrors = validateWith(addUserSchema);
const editSchemaErrors = validateWith(editUserSchema);
const matchingPasswords = (errors: Record<string, unknown> | undefined, values: PersonFormValues) =>
  withMatchingFields(errors, { ...values }, 'confirmPassword', 'password', USER_MESSAGES.passwordsMismatch);
const validateAdd = (values: PersonFormValues) => matchingPasswords(addSchemaErrors(values), values);
const validateEdit = (values: PersonFormValues) => matchingPasswords(editSchemaErrors(values), values);

const TITLES: Record<PersonKind, { add: string; edit: string }> = {
  user: { add: 'Dodaj korisnika', edit: 'Izmeni korisnika' },
  staff: { add: 'Dodaj osoblje', edit: 'Izmeni osoblje' },
};

function initialValuesFor(kind: PersonKind, person: UserView | null): PersonFormValues {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    mobilePhone: person?.mobilePhone ?? '',
    email: person?.email ?? '',
    password: '',
    confirmPassword: '',
    status: person?.status ?? true,
    role: (person?.role as ManagedRole | undefined) ?? (kind === 'staff' ? 'staff' : 'user'),
    clubId: person?.clubId ?? '',
  };
}

export function PersonFormModal({ show, kind, person, venueOptions, currentUserId, onClose }: PersonFormModalProps) {
  const formId = useId();
  const [createPerson] = useCreatePersonMutation();
  const [editPerson] = useEditPersonMutation();
  const editing = person !== null;
  const isSelf = editing && person._id === currentUserId;
  const initialValues = useMemo(() => initialValuesFor(kind, person), [kind, person]);
  // A venue missing from the list (not public yet, or removed) stays selected rather than shown as another.
  const venueChoices = useMemo(() => {
    const clubId = person?.clubId;
    if (!venueOptions || !clubId || venueOptions.some((option) => option.value === clubId)) return venueOptions;
    return [...venueOptions, { value: clubId, label: 'Trenutni objekat' }];
  }, [venueOptions, person]);

  async function onSubmit(values: PersonFormValues) {
    const placement = {
      ...(kind === 'staff' && !isSelf ? { role: values.role } : {}),
      ...(kind === 'staff' && venueChoices && !isSelf ? { clubId: values.clubId || null } : {}),
    };
    const details = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      mobilePhone: values.mobilePhone.trim(),
      email: values.email.trim(),
      ...(isSelf ? {} : { status: values.status }),
      ...placement,
    };
    try {
      if (editing) {
        const changes: EditUserInput = {
          ...details,
          ...(values.password ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
        };
        await editPerson({ id: person._id, changes }).unwrap();
        notifySuccess('Korisnik uspešno izmenjen');
      } else {
        const input: AddUserInput = {
          ...details,
          role: kind === 'staff' ? values.role : 'user',
          password: values.password,
          confirmPassword: values.confirmPassword,
        };
        await createPerson(input).unwrap();
        notifySuccess('Korisnik uspešno dodana');
      }
      onClose();
      return undefined;
    } catch (error) {
      // The error catalogue has toasted the message; a field's error also goes under the field.
      return nestErrors(serverFieldErrors(error));
    }
  }

  return (
    <Form<PersonFormValues>
      onSubmit={onSubmit}
      validate={editing ? validateEdit : validateAdd}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, values }) => (
        <Modal
          show={show}
          title={editing ? TITLES[kind].edit : TITLES[kind].add}
          onClose={onClose}
          staticBackdrop
          footer={
            <>
              <Button variant="outline-secondary" onClick={onClose} disabled={submitting}>
                Odustani
              </Button>
              <Button type="submit" form={formId} variant="primary" disabled={submitting}>
                {submitting && <Spinner animation="border" size="sm" className="me-2" />}
                {editing ? 'Sačuvaj izmene' : TITLES[kind].add}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate aria-label={editing ? TITLES[kind].edit : TITLES[kind].add}>
            <div className="row g-3 mb-3">
              <TextField name="firstName" label="Ime" required={!editing} className="col-sm-6" />
              <TextField name="lastName" label="Prezime" required={!editing} className="col-sm-6" />
            </div>
            <div className="row g-3 mb-3">
              <TextField name="mobilePhone" label="Telefon" type="tel" required={!editing} className="col-sm-6" />
              <TextField name="email" label="Email adresa" type="email" required={!editing} className="col-sm-6" />
            </div>
            {kind === 'staff' && !isSelf && (
              <div className="row g-3 mb-3">
                <SelectField name="role" label="Uloga" options={STAFF_ROLE_OPTIONS} required className="col-sm-6" />
                {venueChoices && <SelectField name="clubId" label="Objekat" options={venueChoices} className="col-sm-6" />}
              </div>
            )}
            <div className="row g-3 mb-3">
              <TextField
                name="password"
                label={editing ? 'Nova lozinka' : 'Lozinka'}
                type="password"
                required={!editing}
                autoComplete="new-password"
                className="col-sm-6"
              />
              <TextField
                name="confirmPassword"
                label="Ponovite lozinku"
                type="password"
                required={!editing}
                autoComplete="new-password"
                className="col-sm-6"
              />
              {editing && <div className="form-text mt-1">Ostavite prazno da lozinka ostane ista.</div>}
            </div>
            {isSelf ? (
              <p className="small text-body-secondary mb-0">Sopstvenu ulogu i status ne možete menjati.</p>
            ) : (
              <CheckboxField name="status" asSwitch label={`Status: ${values.status ? 'Aktivan' : 'Nekativan'}`} className="mb-0" />
            )}
          </form>
        </Modal>
      )}
    />
  );
}
