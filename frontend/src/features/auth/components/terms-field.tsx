import { useId } from 'react';
import { Field } from 'react-final-form';
import { FieldError } from '../../../components/form/fields';
import { useMessages } from '../../../lib/locale';

/** The registration's terms checkbox; unlike a plain checkbox it must be ticked, so it shows its error. */
export function TermsField({ name = 'terms' }: { name?: string }) {
  const id = useId();
  const t = useMessages();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input }, meta }) => {
        const error = meta.error && (meta.touched || meta.submitFailed) ? String(meta.error) : undefined;
        return (
          <div className="mb-4">
            <div className="form-check">
              <input
                {...input}
                id={id}
                type="checkbox"
                className={`form-check-input ${error ? 'is-invalid' : ''}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <label className="form-check-label" htmlFor={id}>
                {t('auth.register.terms')}
                <span className="text-danger ms-1" aria-hidden="true">
                  *
                </span>
              </label>
            </div>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </Field>
  );
}
