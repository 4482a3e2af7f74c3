import { useId, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { CITIES, DEFAULT_VENUE_COLOR, SOCIAL_MEDIA_NAMES, VENUE_RANGS, VENUE_TYPES, cityLabel, venueRangLabel, venueTypeLabel } from '@izlazak/contracts';
import { SelectField, TextAreaField, TextField, type TextFieldProps } from '../../../components/form/fields';
import { venueColor } from '../../../lib/colors';
import { useLocale, useMessages } from '../../../lib/locale';
import { useGetObjectTypesQuery } from '../api';

const HEX_COLOR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

function shownError(meta: FieldMetaState<string>): string | undefined {
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

function ColorField({ name }: { name: string }) {
  const id = useId();
  const t = useMessages();
  return (
    <Field<string> name={name} parse={(value: string | undefined) => value ?? ''}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const swatch = HEX_COLOR.test(input.value ?? '') ? venueColor(input.value) : DEFAULT_VENUE_COLOR;
        return (
          <div className="mb-3">
            <label className="form-label" htmlFor={id}>
              {t('venueForm.colour')}
            </label>
            <div className="input-group color-field">
              <input
                type="color"
                className="form-control form-control-color"
                value={swatch.toLowerCase()}
                onChange={(event) => input.onChange(event.target.value.toUpperCase())}
                aria-label={t('venueForm.colourPick')}
                title={t('venueForm.colourChoose')}
              />
              <input
                {...input}
                id={id}
                type="text"
                className={`form-control ${error ? 'is-invalid' : ''}`}
                placeholder={DEFAULT_VENUE_COLOR}
                maxLength={7}
                aria-invalid={error ? true : undefined}
              />
            </div>
            {error ? (
              <div className="invalid-feedback d-block field-error" role="alert">
                {error}
              </div>
            ) : (
              <div className="form-text">{t('venueForm.colourHint')}</div>
            )}
          </div>
        );
      }}
    </Field>
  );
}

type GroupField = Omit<TextFieldProps, 'name'> & { name: string };
type Translate = ReturnType<typeof useMessages>;

const nightFields = (t: Translate): GroupField[] => [
  {
    name: 'tableHoldUntil',
    label: t('venueForm.tableHoldUntil'),
    type: 'time',
    hint: t('venueForm.tableHoldUntilHint'),
  },
  {
    name: 'tableHoldAfterStartMinutes',
    label: t('venueForm.tableHoldAfterStart'),
    type: 'number',
    hint: t('venueForm.tableHoldAfterStartHint'),
  },
  {
    name: 'waitlistOfferMinutes',
    label: t('venueForm.waitlistOffer'),
    type: 'number',
    hint: t('venueForm.waitlistOfferHint'),
  },
  {
    name: 'reminderTime',
    label: t('venueForm.reminder'),
    type: 'time',
    hint: t('venueForm.reminderHint'),
  },
];

const pinFields = (t: Translate): GroupField[] => [
  { name: 'latitude', label: t('venueForm.latitude'), placeholder: t('venueForm.latitudePlaceholder'), hint: t('venueForm.latitudeHint') },
  {
    name: 'longitude',
    label: t('venueForm.longitude'),
    placeholder: t('venueForm.longitudePlaceholder'),
    hint: t('venueForm.longitudeHint'),
  },
];

const depositFields = (t: Translate): GroupField[] => [
  {
    name: 'paymentAccount',
    label: t('venueForm.paymentAccount'),
    placeholder: '160-0000000012345-95',
    hint: t('venueForm.paymentAccountHint'),
  },
  { name: 'depositHoldMinutes', label: t('venueForm.depositHold'), type: 'number', hint: t('venueForm.depositHoldHint') },
  { name: 'ticketHoldMinutes', label: t('venueForm.ticketHold'), type: 'number', hint: t('venueForm.ticketHoldHint') },
  { name: 'ticketCancelHours', label: t('venueForm.ticketCancel'), type: 'number', hint: t('venueForm.ticketCancelHint') },
  { name: 'payeeName', label: t('venueForm.payeeName'), placeholder: t('venueForm.payeeNamePlaceholder') },
  { name: 'payeePlace', label: t('venueForm.payeePlace'), placeholder: t('venueForm.payeePlacePlaceholder') },
];

/** A titled group of fields across the whole row. */
function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="col-12">
      <fieldset>
        <legend className="form-label fw-semibold fs-6 mb-2">{legend}</legend>
        <div className="row g-2">{children}</div>
      </fieldset>
    </div>
  );
}

interface FieldGroupProps {
  legend: string;
  /** The grid class of each field's column. */
  column: string;
  fields: GroupField[];
  field: (name: string) => string;
}

/** Text fields side by side, each in a column of the grid. */
function FieldColumns({ column, fields, field }: Omit<FieldGroupProps, 'legend'>) {
  return (
    <>
      {fields.map(({ name, ...props }) => (
        <div className={column} key={name}>
          <TextField {...props} name={field(name)} />
        </div>
      ))}
    </>
  );
}

function FieldGroup({ legend, ...columns }: FieldGroupProps) {
  return (
    <Fieldset legend={legend}>
      <FieldColumns {...columns} />
    </Fieldset>
  );
}

interface VenueFieldsProps {
  /** 'club.' inside the venue-with-manager form. */
  prefix?: string;
  /** Only an admin sets the rang. */
  showRang?: boolean;
}

/** The venue's own data, shared by the admin's venue modal and the manager's settings. */
export function VenueFields({ prefix = '', showRang = false }: VenueFieldsProps) {
  const { data: types } = useGetObjectTypesQuery();
  const t = useMessages();
  const locale = useLocale();
  const typeOptions = (types && types.length > 0 ? types : VENUE_TYPES).map((type) => ({ value: type, label: venueTypeLabel(type, locale) }));
  const field = (name: string) => `${prefix}${name}`;

  return (
    <div className="row">
      <div className="col-12 col-md-6">
        <TextField name={field('name')} label={t('venueForm.name')} required autoComplete="organization" />
      </div>
      <div className={showRang ? 'col-6 col-md-3' : 'col-12 col-md-6'}>
        <SelectField name={field('type')} label={t('venueForm.type')} required placeholder={t('venueForm.chooseType')} options={typeOptions} />
      </div>
      {showRang && (
        <div className="col-6 col-md-3">
          <SelectField name={field('rang')} label={t('venueForm.rang')} options={VENUE_RANGS.map((rang) => ({ value: rang, label: venueRangLabel(rang, locale) }))} />
        </div>
      )}
      <div className="col-12 col-md-6">
        <SelectField name={field('city')} label={t('venueForm.city')} options={CITIES.map((city) => ({ value: city, label: cityLabel(city, locale) }))} />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('location')} label={t('venueForm.address')} placeholder={t('venueForm.addressPlaceholder')} autoComplete="street-address" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('email')} label={t('venueForm.email')} type="email" placeholder={t('venueForm.emailPlaceholder')} />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('phone')} label={t('venueForm.phone')} type="tel" placeholder="+381 11 123 4567" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('phone2')} label={t('venueForm.phone2')} type="tel" />
      </div>
      <div className="col-12 col-md-6">
        <ColorField name={field('color')} />
      </div>
      <FieldGroup legend={t('venueForm.night')} column="col-12 col-md-4" fields={nightFields(t)} field={field} />
      <FieldGroup legend={t('venueForm.pin')} column="col-12 col-md-6" fields={pinFields(t)} field={field} />
      <FieldGroup legend={t('venueForm.deposits')} column="col-12 col-md-6" fields={depositFields(t)} field={field} />
      <div className="col-12">
        <TextAreaField name={field('description')} label={t('venueForm.description')} rows={4} placeholder={t('venueForm.descriptionPlaceholder')} />
      </div>
      <div className="col-12">
        <TextAreaField name={field('descriptionEn')} label={t('venueForm.descriptionEn')} rows={4} hint={t('common.englishTextHint')} />
      </div>
      <Fieldset legend={t('venueForm.social')}>
        {SOCIAL_MEDIA_NAMES.map((name, index) => (
          <div className="col-12 col-md-6" key={name}>
            <div className="input-group social-input">
              <span className="input-group-text">{name}</span>
              <Field<string> name={field(`socialMedia[${index}].link`)} parse={(value: string | undefined) => value ?? ''}>
                {({ input, meta }) => {
                  const error = shownError(meta);
                  return (
                    <>
                      <input
                        {...input}
                        type="text"
                        className={`form-control ${error ? 'is-invalid' : ''}`}
                        placeholder={name === 'WhatsApp' || name === 'Viber' ? t('venueForm.mobilePlaceholder') : t('venueForm.linkPlaceholder')}
                        aria-label={t('venueForm.socialLink', { name })}
                      />
                      {error && <div className="invalid-feedback">{error}</div>}
                    </>
                  );
                }}
              </Field>
            </div>
          </div>
        ))}
      </Fieldset>
    </div>
  );
}

function managerFields(passwordOptional: boolean, t: Translate): GroupField[] {
  const password = { type: 'password', required: !passwordOptional, autoComplete: 'new-password' } as const;
  return [
    { name: 'firstName', label: t('venueForm.firstName'), required: true, autoComplete: 'off' },
    { name: 'lastName', label: t('venueForm.lastName'), required: true, autoComplete: 'off' },
    { name: 'mobilePhone', label: t('venueForm.mobilePhone'), type: 'tel', required: true, autoComplete: 'off' },
    { name: 'email', label: t('venueForm.managerEmail'), type: 'email', required: true, autoComplete: 'off' },
    { name: 'password', label: t('venueForm.password'), ...password, hint: passwordOptional ? t('venueForm.passwordSame') : undefined },
    { name: 'confirmPassword', label: t('venueForm.confirmPassword'), ...password },
  ];
}

/** The manager's account: name, phone, login e-mail and password. */
export function ManagerFields({ prefix = 'user.', passwordOptional = false }: { prefix?: string; passwordOptional?: boolean }) {
  const field = (name: string) => `${prefix}${name}`;
  const t = useMessages();
  return (
    <div className="row">
      <FieldColumns column="col-12 col-md-6" fields={managerFields(passwordOptional, t)} field={field} />
    </div>
  );
}
