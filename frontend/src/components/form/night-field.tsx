import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { CalendarIcon } from '../icons';
import { isoOfTyped, typedOfIso } from './date-input';
import { LabelledField } from './fields';
import './night-field.css';
import { useMessages } from '../../lib/locale';

interface NightFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Fixed by something else (an event's night): shown, not edited. */
  readOnly?: boolean;
  hint?: string;
}

/** A night typed as dd.MM.yyyy ('Odaberite datum') or picked from the browser's calendar. */
export function NightField({ readOnly = false, ...field }: NightFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const t = useMessages();
  return (
    <LabelledField
      {...field}
      parse={(value) => value ?? ''}
      control={(props, invalid) => (
        <div className="input-group night-field">
          <input {...props} className={`form-control ${invalid ? 'is-invalid' : ''}`} placeholder={t('form.pickDate')} inputMode="numeric" autoComplete="off" readOnly={readOnly} />
          {!readOnly && (
            <Button variant="outline-secondary" aria-label={t('form.openCalendar')} onClick={() => picker.current?.showPicker?.()}>
              <CalendarIcon size={16} />
            </Button>
          )}
          <input
            ref={picker}
            type="date"
            className="night-field__picker"
            tabIndex={-1}
            aria-hidden="true"
            value={isoOfTyped(props.value)}
            onChange={(change) => change.target.value && props.onChange(typedOfIso(change.target.value))}
          />
        </div>
      )}
    />
  );
}
