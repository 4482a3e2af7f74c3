import { useMemo } from 'react';
import {
  STAFF_ROLE_OPTIONS,
  USER_MESSAGES,
  type MessageId,
  addUserSchema,
  editUserSchema,
  type AddUserInput,
  type EditUserInput,
  type ManagedRole,
  type UserView,
} from '@izlazak/contracts';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { validateWith, withMatchingFields } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { accountValues, type AccountFormValues } from '../../../components/form/account-values';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useCreatePersonMutation, useEditPersonMutation } from '../api';
import { useMessages } from '../../../lib/locale';

/** 'user': a registered guest ('Lista korisnika'); 'staff': a venue's staff or manager ('Osoblje'). */
export type PersonKind = 'user' | 'staff';

interface PersonFormValues extends AccountFormValues {
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

/** Each role by its name in the screens' language ('Osoblje', never 'staff'). */
const ROLE_NAMES: Record<ManagedRole, MessageId> = { user: 'roles.user', staff: 'roles.staff', manager: 'roles.manager', promoter: 'roles.promoter' };

const TITLES: Record<PersonKind, { add: MessageId; edit: MessageId }> = {
  user: { add: 'users.list.addLabel', edit: 'users.list.edit' },
  staff: { add: 'users.staff.addLabel', edit: 'users.staff.edit' },
};

function initialValuesFor(kind: PersonKind, person: UserView | null): PersonFormValues {
  return {
    ...accountValues(person),
    status: person?.status ?? true,
    role: (person?.role as ManagedRole | undefined) ?? (kind === 'staff' ? 'staff' : 'user'),
    clubId: person?.clubId ?? '',
  };
}

export function PersonFormModal({ show, kind, person: requested, venueOptions, currentUserId, onClose }: PersonFormModalProps) {
  const person = useKeptWhileClosing(show, requested);
  const [createPerson] = useCreatePersonMutation();
  const [editPerson] = useEditPersonMutation();
  const t = useMessages();
  const roleOptions = useMemo(() => STAFF_ROLE_OPTIONS.map(({ value }) => ({ value, label: t(ROLE_NAMES[value]) })), [t]);
  const editing = person !== null;
  const isSelf = editing && person._id === currentUserId;
  const initialValues = useMemo(() => initialValuesFor(kind, person), [kind, person]);
  // A venue missing from the list (not public yet, or removed) stays selected rather than shown as another.
  const venueChoices = useMemo(() => {
    const clubId = person?.clubId;
    if (!venueOptions || !clubId || venueOptions.some((option) => option.value === clubId)) return venueOptions;
    return [...venueOptions, { value: clubId, label: t('users.currentVenue') }];
  }, [venueOptions, person, t]);

  async function save(values: PersonFormValues) {
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
    if (editing) {
      const changes: EditUserInput = {
        ...details,
        ...(values.password ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
      };
      await editPerson({ id: person._id, changes }).unwrap();
      return t('users.edited');
    }
    const input: AddUserInput = {
      ...details,
      role: kind === 'staff' ? values.role : 'user',
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    await createPerson(input).unwrap();
    return t('users.added');
  }

  const title = t(editing ? TITLES[kind].edit : TITLES[kind].add);
  return (
    <FormModal<PersonFormValues>
      show={show}
      title={title}
      formLabel={title}
      submitLabel={editing ? t('settings.save') : t(TITLES[kind].add)}
      initialValues={initialValues}
      validate={editing ? validateEdit : validateAdd}
      save={save}
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <div className="row g-3 mb-3">
            <TextField name="firstName" label={t('users.firstName')} required={!editing} className="col-sm-6" />
            <TextField name="lastName" label={t('users.lastName')} required={!editing} className="col-sm-6" />
          </div>
          <div className="row g-3 mb-3">
            <TextField name="mobilePhone" label={t('users.phone')} type="tel" required={!editing} className="col-sm-6" />
            <TextField name="email" label={t('users.email')} type="email" required={!editing} className="col-sm-6" />
          </div>
          {kind === 'staff' && !isSelf && (
            <div className="row g-3 mb-3">
              <SelectField name="role" label={t('users.role')} options={roleOptions} required className="col-sm-6" />
              {venueChoices && <SelectField name="clubId" label={t('common.venue')} options={venueChoices} className="col-sm-6" />}
            </div>
          )}
          <div className="row g-3 mb-3">
            <TextField
              name="password"
              label={t(editing ? 'users.newPassword' : 'users.password')}
              type="password"
              required={!editing}
              autoComplete="new-password"
              className="col-sm-6"
            />
            <TextField name="confirmPassword" label={t('users.repeatPassword')} type="password" required={!editing} autoComplete="new-password" className="col-sm-6" />
            {editing && <div className="form-text mt-1">{t('users.keepPassword')}</div>}
          </div>
          {isSelf ? (
            <p className="small text-body-secondary mb-0">{t('users.notOwnRole')}</p>
          ) : (
            <CheckboxField name="status" asSwitch label={t('users.statusIs', { status: t(values.status ? 'users.active' : 'users.inactive') })} className="mb-0" />
          )}
        </>
      )}
    </FormModal>
  );
}
