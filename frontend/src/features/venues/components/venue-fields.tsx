import { useId } from 'react';
import { Field } from 'react-final-form';
import { CITIES, DEFAULT_VENUE_COLOR, SOCIAL_MEDIA_NAMES, VENUE_RANGS, VENUE_TYPES } from '@izlazak/contracts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { venueColor } from '../../../lib/colors';
import { useGetObjectTypesQuery } from '../api';

const HEX_COLOR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

function ColorField({ name }: { name: string }) {
  const id = useId();
  return (
    <Field<string> name={name} parse={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
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
      <div className="col-12">
        <fieldset>
          <legend className="form-label fw-semibold fs-6 mb-2">Noć u objektu</legend>
          <div className="row g-2">
            <div className="col-12 col-md-4">
              <TextField
                name={field('tableHoldUntil')}
                label="Sto se čuva do"
                type="time"
                hint="Potvrđen sto na koji gosti ne stignu do ovog vremena se oslobađa (prazno: čuva se celu noć)."
              />
            </div>
            <div className="col-12 col-md-4">
              <TextField
                name={field('tableHoldAfterStartMinutes')}
                label="Ili posle početka događaja (minuta)"
                type="number"
                hint="Na noć sa događajem sto se oslobađa ovoliko minuta posle početka događaja (0: važi vreme levo)."
              />
            </div>
            <div className="col-12 col-md-4">
              <TextField
                name={field('waitlistOfferMinutes')}
                label="Ponuda sa liste čekanja (minuta)"
                type="number"
                hint="Koliko dugo se oslobođeni sto čuva za gosta sa liste čekanja."
              />
            </div>
            <div className="col-12 col-md-4">
              <TextField
                name={field('reminderTime')}
                label="Podsetnik gostima u"
                type="time"
                hint="Na dan noći gost potvrđene rezervacije dobija podsetnik sa 'Dolazim' i 'Otkaži' (prazno: bez podsetnika)."
              />
            </div>
          </div>
        </fieldset>
      </div>
      <div className="col-12">
        <fieldset>
          <legend className="form-label fw-semibold fs-6 mb-2">Pin na mapi</legend>
          <div className="row g-2">
            <div className="col-12 col-md-6">
              <TextField name={field('latitude')} label="Geografska širina" placeholder="npr. 44.8176" hint="Stepeni, od -90 do 90 (prazno: bez pina)." />
            </div>
            <div className="col-12 col-md-6">
              <TextField name={field('longitude')} label="Geografska dužina" placeholder="npr. 20.4569" hint="Stepeni, od -180 do 180. Pretraživači i mape pokazuju objekat na ovom mestu." />
            </div>
          </div>
        </fieldset>
      </div>
      <div className="col-12">
        <fieldset>
          <legend className="form-label fw-semibold fs-6 mb-2">Uplate depozita</legend>
          <div className="row g-2">
            <div className="col-12 col-md-6">
              <TextField name={field('paymentAccount')} label="Broj računa" placeholder="160-0000000012345-95" hint="Bez broja računa objekat ne može tražiti depozit: gost uplaćuje na ovaj račun preko IPS QR koda." />
            </div>
            <div className="col-12 col-md-6">
              <TextField name={field('depositHoldMinutes')} label="Rok za uplatu depozita (minuta)" type="number" hint="Koliko dugo rezervacija koja čeka uplatu drži sto." />
            </div>
            <div className="col-12 col-md-6">
              <TextField name={field('payeeName')} label="Naziv primaoca" placeholder="npr. Klub Dorćol d.o.o." />
            </div>
            <div className="col-12 col-md-6">
              <TextField name={field('payeePlace')} label="Sedište primaoca" placeholder="npr. Beograd" />
            </div>
          </div>
        </fieldset>
      </div>
      <div className="col-12">
        <TextAreaField name={field('description')} label="Opis" rows={4} placeholder="Kratko o objektu: muzika, atmosfera, ponuda..." />
      </div>
      <div className="col-12">
        <fieldset>
          <legend className="form-label fw-semibold fs-6 mb-2">Društvene mreže</legend>
          <div className="row g-2">
            {SOCIAL_MEDIA_NAMES.map((name, index) => (
              <div className="col-12 col-md-6" key={name}>
                <div className="input-group social-input">
                  <span className="input-group-text">{name}</span>
                  <Field<string> name={field(`socialMedia[${index}].link`)} parse={(value) => value ?? ''}>
                    {({ input, meta }) => {
                      const error =
                        (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
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
          </div>
        </fieldset>
      </div>
    </div>
  );
}

/** The manager's account: name, phone, login e-mail and password. */
export function ManagerFields({ prefix = 'user.', passwordOptional = false }: { prefix?: string; passwordOptional?: boolean }) {
  const field = (name: string) => `${prefix}${name}`;
  return (
    <div className="row">
      <div className="col-12 col-md-6">
        <TextField name={field('firstName')} label="Ime" required autoComplete="off" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('lastName')} label="Prezime" required autoComplete="off" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('mobilePhone')} label="Mobilni telefon" type="tel" required autoComplete="off" />
      </div>
      <div className="col-12 col-md-6">
        <TextField name={field('email')} label="Email menadžera" type="email" required autoComplete="off" />
      </div>
      <div className="col-12 col-md-6">
        <TextField
          name={field('password')}
          label="Lozinka"
          type="password"
          required={!passwordOptional}
          autoComplete="new-password"
          hint={passwordOptional ? 'Ostavite prazno da lozinka ostane ista.' : undefined}
        />
      </div>
      <div className="col-12 col-md-6">
        <TextField
          name={field('confirmPassword')}
          label="Potvrdite lozinku"
          type="password"
          required={!passwordOptional}
          autoComplete="new-password"
        />
      </div>
    </div>
  );
}
