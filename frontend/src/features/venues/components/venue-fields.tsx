import { useId, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { CITIES, DEFAULT_VENUE_COLOR, SOCIAL_MEDIA_NAMES, VENUE_RANGS, VENUE_TYPES } from '@izlazak/contracts';
import { SelectField, TextAreaField, TextField, type TextFieldProps } from '../../../components/form/fields';
import { venueColor } from '../../../lib/colors';
import { useGetObjectTypesQuery } from '../api';

const HEX_COLOR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

function shownError(meta: FieldMetaState<string>): string | undefined {
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

function ColorField({ name }: { name: string }) {
  const id = useId();
  return (
    <Field<string> name={name} parse={(value: string | undefined) => value ?? ''}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const swatch = HEX_COLOR.test(input.value ?? '') ? venueColor(input.value) : DEFAULT_VENUE_COLOR;
        return (
          <div className="mb-3">
            <label className="form-label" htmlFor={id}>
              Boja objekta
            </label>
            <div className="input-group color-field">
              <input
                type="color"
                className="form-control form-control-color"
                value={swatch.toLowerCase()}
                onChange={(event) => input.onChange(event.target.value.toUpperCase())}
                aria-label="Izbor boje"
                title="Izaberite boju"
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
              <div className="form-text">Boja stranice objekta i dugmeta Rezerviši.</div>
            )}
          </div>
        );
      }}
    </Field>
  );
}

type GroupField = Omit<TextFieldProps, 'name'> & { name: string };

const NIGHT_FIELDS: GroupField[] = [
  {
    name: 'tableHoldUntil',
    label: 'Sto se čuva do',
    type: 'time',
    hint: 'Potvrđen sto na koji gosti ne stignu do ovog vremena se oslobađa (prazno: čuva se celu noć).',
  },
  {
    name: 'tableHoldAfterStartMinutes',
    label: 'Ili posle početka događaja (minuta)',
    type: 'number',
    hint: 'Na noć sa događajem sto se oslobađa ovoliko minuta posle početka događaja (0: važi vreme levo).',
  },
  {
    name: 'waitlistOfferMinutes',
    label: 'Ponuda sa liste čekanja (minuta)',
    type: 'number',
    hint: 'Koliko dugo se oslobođeni sto čuva za gosta sa liste čekanja.',
  },
  {
    name: 'reminderTime',
    label: 'Podsetnik gostima u',
    type: 'time',
    hint: "Na dan noći gost potvrđene rezervacije dobija podsetnik sa 'Dolazim' i 'Otkaži' (prazno: bez podsetnika).",
  },
];

const PIN_FIELDS: GroupField[] = [
  { name: 'latitude', label: 'Geografska širina', placeholder: 'npr. 44.8176', hint: 'Stepeni, od -90 do 90 (prazno: bez pina).' },
  {
    name: 'longitude',
    label: 'Geografska dužina',
    placeholder: 'npr. 20.4569',
    hint: 'Stepeni, od -180 do 180. Pretraživači i mape pokazuju objekat na ovom mestu.',
  },
];

const DEPOSIT_FIELDS: GroupField[] = [
  {
    name: 'paymentAccount',
    label: 'Broj računa',
    placeholder: '160-0000000012345-95',
    hint: 'Bez broja računa objekat ne može tražiti depozit: gost uplaćuje na ovaj račun preko IPS QR koda.',
  },
  { name: 'depositHoldMinutes', label: 'Rok za uplatu depozita (minuta)', type: 'number', hint: 'Koliko dugo rezervacija koja čeka uplatu drži sto.' },
  { name: 'payeeName', label: 'Naziv primaoca', placeholder: 'npr. Klub Dorćol d.o.o.' },
  { name: 'payeePlace', label: 'Sedište primaoca', placeholder: 'npr. Beograd' },
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
  const typeOptions = (types && types.length > 0 ? types : VENUE_TYPES).map((type) => ({ value: type, label: type }));
  const field = (name: string) => `${prefix}${name}`;

  return (
    <div className="row">
      <div className="col-12 col-md-6">
        <TextField name={field('name')} label="Naziv objekta" required autoComplete="organization" />
      </div>
      <div className={showRang ? 'col-6 col-md-3' : 'col-12 col-md-6'}>
        <SelectField name={field('type')} label="Tip objekta" required placeholder="Izaberite tip" options={typeOptions} />
      </div>
      {showRang && (
        <div className="col-6 col-md-3">
          <SelectField name={field('rang')} label="Rang" options={VENUE_RANGS.map((rang) => ({ value: rang, label: rang }))} />
        </div>
      )}
      <div className="col-12 col-md-6">
        <SelectField name={field('city')} label="Grad" options={CITIES.map((city) => ({ value: city, label: city }))} />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('location')} label="Adresa" placeholder="npr. Karađorđeva 2" autoComplete="street-address" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('email')} label="Email objekta" type="email" placeholder="info@objekat.rs" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('phone')} label="Telefon" type="tel" placeholder="+381 11 123 4567" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('phone2')} label="Drugi telefon" type="tel" />
      </div>
      <div className="col-12 col-md-6">
        <ColorField name={field('color')} />
      </div>
      <FieldGroup legend="Noć u objektu" column="col-12 col-md-4" fields={NIGHT_FIELDS} field={field} />
      <FieldGroup legend="Pin na mapi" column="col-12 col-md-6" fields={PIN_FIELDS} field={field} />
      <FieldGroup legend="Uplate depozita" column="col-12 col-md-6" fields={DEPOSIT_FIELDS} field={field} />
      <div className="col-12">
        <TextAreaField name={field('description')} label="Opis" rows={4} placeholder="Kratko o objektu: muzika, atmosfera, ponuda..." />
      </div>
      <Fieldset legend="Društvene mreže">
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
                        placeholder={name === 'WhatsApp' || name === 'Viber' ? '+381 6x xxx xxxx' : 'https://...'}
                        aria-label={`${name} link`}
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

function managerFields(passwordOptional: boolean): GroupField[] {
  const password = { type: 'password', required: !passwordOptional, autoComplete: 'new-password' } as const;
  return [
    { name: 'firstName', label: 'Ime', required: true, autoComplete: 'off' },
    { name: 'lastName', label: 'Prezime', required: true, autoComplete: 'off' },
    { name: 'mobilePhone', label: 'Mobilni telefon', type: 'tel', required: true, autoComplete: 'off' },
    { name: 'email', label: 'Email menadžera', type: 'email', required: true, autoComplete: 'off' },
    { name: 'password', label: 'Lozinka', ...password, hint: passwordOptional ? 'Ostavite prazno da lozinka ostane ista.' : undefined },
    { name: 'confirmPassword', label: 'Potvrdite lozinku', ...password },
  ];
}

/** The manager's account: name, phone, login e-mail and password. */
export function ManagerFields({ prefix = 'user.', passwordOptional = false }: { prefix?: string; passwordOptional?: boolean }) {
  const field = (name: string) => `${prefix}${name}`;
  return (
    <div className="row">
      <FieldColumns column="col-12 col-md-6" fields={managerFields(passwordOptional)} field={field} />
    </div>
  );
}
