import { useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Field } from 'react-final-form';
import { CalendarIcon } from '../icons';
import './night-field.css';

/** dd.MM.yyyy ↔ yyyy-MM-dd for the browser's own calendar. */
const toIso = (text: string) => {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text.trim());
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : '';
};
const fromIso = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
};

interface NightFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Fixed by something else (an event's night): shown, not edited. */
  readOnly?: boolean;
  hint?: string;
}

/** A night typed as dd.MM.yyyy ('Odaberite datum') or picked from the browser's calendar. */
export function NightField({ name, label, required, readOnly = false, hint }: NightFieldProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Field<string> name={name} parse={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error =
          meta.submitError && !meta.dirtySinceLastSubmit
            ? String(meta.submitError)
            : meta.error && (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
              ? meta.error
              : undefined;
        return (
          <div className="mb-3">
            <label className="form-label" htmlFor={id}>
              {label}
              {required && (
                <span className="text-danger ms-1" aria-hidden="true">
                  *
                </span>
              )}
            </label>
            <div className="input-group night-field">
              <input
                {...input}
                value={input.value ?? ''}
                id={id}
                className={`form-control ${error ? 'is-invalid' : ''}`}
                placeholder="Odaberite datum"
                inputMode="numeric"
                autoComplete="off"
                readOnly={readOnly}
                aria-required={required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {!readOnly && (
                <Button variant="outline-secondary" aria-label="Otvori kalendar" onClick={() => picker.current?.showPicker?.()}>
                  <CalendarIcon size={16} />
                </Button>
              )}
              <input
                ref={picker}
                type="date"
                className="night-field__picker"
                tabIndex={-1}
                aria-hidden="true"
                value={toIso(input.value ?? '')}
                onChange={(change) => change.target.value && input.onChange(fromIso(change.target.value))}
              />
            </div>
            {hint && !error && <div className="form-text">{hint}</div>}
            {error && (
              <div className="invalid-feedback d-block field-error" id={`${id}-error`} role="alert">
                {error}
              </div>
            )}
          </div>
        );
      }}
    </Field>
  );
}
