import { useId, type ReactNode } from 'react';
import { Field, useField, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { say } from '@izlazak/contracts';
import { useLocale } from '../../lib/locale';

/**
 * An error shows once the field was left or a submit was tried, and server errors until edited.
 * The contracts' schemas name their messages (a catalog id with its values): the kit words them in
 * the page's language; a server's error comes worded already (in the language the page asked for).
 */
function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  if (meta.error && (meta.touched || meta.submitFailed)) return typeof meta.error === 'string' ? meta.error : undefined;
  return undefined;
}

const ERROR_STATE = { error: true, submitError: true, dirtySinceLastSubmit: true, touched: true, submitFailed: true } as const;

/** The error a value shows that no field of the kit edits (a choice setting two values, a whole list): its message or nothing. */
export function useFieldError(name: string): string | undefined {
  const locale = useLocale();
  const error = visibleError(useField(name, { subscription: ERROR_STATE }).meta);
  return error && say(error, locale);
}

function FieldLabel({ htmlFor, label, required, hidden }: { htmlFor: string; label: ReactNode; required?: boolean; hidden?: boolean }) {
  if (hidden) {
    return (
      <label className="visually-hidden" htmlFor={htmlFor}>
        {label}
      </label>
    );
  }
  return (
    <label className="form-label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/** A field's error under it, read out when it appears; the control names it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const locale = useLocale();
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block field-error" id={id} role="alert">
      {say(message, locale)}
    </div>
  );
}

/** What every text-like control gets: the form's input props, its id and what a screen reader needs. */
export type ControlProps = FieldInputProps<string> & {
  id: string;
  value: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

interface LabelledFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Hide the label visually (it is still read by screen readers). */
  hiddenLabel?: boolean;
  hint?: ReactNode;
  className?: string;
  parse?: (value: string) => string;
  /** The control itself, given its props and whether it shows an error. */
  control: (props: ControlProps, invalid: boolean) => ReactNode;
}

/** One field of a form: label, control, hint, and the error under it once it should show. */
export function LabelledField({ name, label, required, hiddenLabel, hint, className = 'mb-3', parse, control }: LabelledFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name} parse={parse}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        const props: ControlProps = {
          ...input,
          id,
          value: input.value ?? '',
          'aria-required': required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
        };
        return (
          <div className={className}>
            <FieldLabel htmlFor={id} label={label} required={required} hidden={hiddenLabel} />
            {control(props, Boolean(error))}
            {hint && !error && (
              <div className="form-text" id={`${id}-hint`}>
                {hint}
              </div>
            )}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </Field>
  );
}

const keepText = (value: string | undefined) => value ?? '';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'time';
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
  hiddenLabel?: boolean;
  maxLength?: number;
  /** The keyboard a phone offers: digits for amounts and codes. */
  inputMode?: 'numeric';
}

export function TextField({ type = 'text', placeholder, autoComplete, disabled, maxLength, inputMode, ...field }: TextFieldProps) {
  return (
    <LabelledField
      {...field}
      parse={keepText}
      control={(props, invalid) => (
        <input
          {...props}
          type={type}
          className={`form-control ${invalid ? 'is-invalid' : ''}`}
          placeholder={placeholder}
          autoComplete={autoComplete}
          disabled={disabled}
          maxLength={maxLength}
          inputMode={inputMode}
        />
      )}
    />
  );
}

interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  rows?: number;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
  /** A list of names, one per line: each starts with a capital, and no spelling or autofill gets in the way. */
  names?: boolean;
}

export function TextAreaField({ rows = 4, placeholder, names = false, ...field }: TextAreaFieldProps) {
  const typingNames = names ? ({ autoCapitalize: 'words', autoComplete: 'off', spellCheck: false } as const) : {};
  return (
    <LabelledField
      {...field}
      parse={keepText}
      control={(props, invalid) => <textarea {...props} rows={rows} className={`form-control ${invalid ? 'is-invalid' : ''}`} placeholder={placeholder} {...typingNames} />}
    />
  );
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
  /** Hide the label visually (it is still read by screen readers). */
  hiddenLabel?: boolean;
}

export function SelectField({ options, placeholder, disabled, ...field }: SelectFieldProps) {
  return (
    <LabelledField
      {...field}
      control={(props, invalid) => (
        <select {...props} className={`form-select ${invalid ? 'is-invalid' : ''}`} disabled={disabled}>
          {placeholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  className?: string;
  asSwitch?: boolean;
  hint?: ReactNode;
}

export function CheckboxField({ name, label, className = 'mb-3', asSwitch = false, hint }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <div className={`form-check ${asSwitch ? 'form-switch' : ''} ${className}`}>
          <input {...input} id={id} type="checkbox" className="form-check-input" role={asSwitch ? 'switch' : undefined} />
          <label className="form-check-label" htmlFor={id}>
            {label}
          </label>
          {hint && <div className="form-text">{hint}</div>}
        </div>
      )}
    </Field>
  );
}
