import { useId, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';

/** An error shows once the field was left or a submit was tried, and server errors until edited. */
function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  if (meta.error && (meta.touched || meta.submitFailed)) return typeof meta.error === 'string' ? meta.error : undefined;
  return undefined;
}

interface FieldLabelProps {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
}

function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
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

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block field-error" id={id} role="alert">
      {message}
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number';
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
  /** Hide the label visually (it is still read by screen readers). */
  hiddenLabel?: boolean;
}

export function TextField({
  name,
  label,
  type = 'text',
  required,
  placeholder,
  autoComplete,
  hint,
  className = 'mb-3',
  disabled,
  hiddenLabel,
}: TextFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name} parse={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div className={className}>
            {hiddenLabel ? (
              <label className="visually-hidden" htmlFor={id}>
                {label}
              </label>
            ) : (
              <FieldLabel htmlFor={id} label={label} required={required} />
            )}
            <input
              {...input}
              id={id}
              type={type}
              value={input.value ?? ''}
              className={`form-control ${error ? 'is-invalid' : ''}`}
              placeholder={placeholder}
              autoComplete={autoComplete}
              disabled={disabled}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {hint && !error && <div className="form-text">{hint}</div>}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </Field>
  );
}

interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  rows?: number;
  required?: boolean;
  placeholder?: string;
  className?: string;
}

export function TextAreaField({ name, label, rows = 4, required, placeholder, className = 'mb-3' }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name} parse={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div className={className}>
            <FieldLabel htmlFor={id} label={label} required={required} />
            <textarea
              {...input}
              id={id}
              rows={rows}
              value={input.value ?? ''}
              className={`form-control ${error ? 'is-invalid' : ''}`}
              placeholder={placeholder}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </Field>
  );
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  required?: boolean;
  placeholder?: string;
  className?: string;
  /** Hide the label visually (it is still read by screen readers). */
  hiddenLabel?: boolean;
}

export function SelectField({ name, label, options, required, placeholder, className = 'mb-3', hiddenLabel }: SelectFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div className={className}>
            {hiddenLabel ? (
              <label className="visually-hidden" htmlFor={id}>
                {label}
              </label>
            ) : (
              <FieldLabel htmlFor={id} label={label} required={required} />
            )}
            <select
              {...input}
              id={id}
              value={input.value ?? ''}
              className={`form-select ${error ? 'is-invalid' : ''}`}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
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
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </Field>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  className?: string;
  asSwitch?: boolean;
}

export function CheckboxField({ name, label, className = 'mb-3', asSwitch = false }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <div className={`form-check ${asSwitch ? 'form-switch' : ''} ${className}`}>
          <input {...input} id={id} type="checkbox" className="form-check-input" role={asSwitch ? 'switch' : undefined} />
          <label className="form-check-label" htmlFor={id}>
            {label}
          </label>
        </div>
      )}
    </Field>
  );
}
