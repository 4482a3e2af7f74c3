import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { CalendarIcon } from '../icons';
import { LabelledField } from './fields';
import './night-field.css';
import { useMessages } from '../../lib/locale';

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
            value={toIso(props.value)}
            onChange={(change) => change.target.value && props.onChange(fromIso(change.target.value))}
          />
        </div>
      )}
    />
  );
}
