import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useMessages } from '../../lib/locale';
import { CalendarIcon } from '../icons';
import './night-field.css';

/** dd.MM.yyyy as typed (a final dot allowed) → yyyy-MM-dd, or '' when it is no day of the calendar. */
export function isoOfTyped(text: string): string {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text.trim());
  if (!match) return '';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return date.toISOString().slice(0, 10);
}

/** yyyy-MM-dd → dd.MM.yyyy, as every date of the product is written. */
export function typedOfIso(iso: string): string {
  const [year, month, day] = iso.split('-');
  return iso ? `${day}.${month}.${year}` : '';
}

interface DateInputProps {
  id: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  /** A whole day typed or picked (yyyy-MM-dd), or '' once the field is emptied. */
  onChange: (iso: string) => void;
  min?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date written dd.MM.yyyy in every language, typed or picked from the browser's calendar. The
 * browser's own date field would show the phone's format (12/01/2026) beside the product's
 * 01.12.2026, so it only lends its calendar, out of sight.
 */
export function DateInput({ id, value, onChange, min, required, disabled }: DateInputProps) {
  const t = useMessages();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => typedOfIso(value));
  // A day set from outside (a link, 'Večeras', the other field) is written anew; one being typed stays as typed.
  const [written, setWritten] = useState(value);
  if (written !== value) {
    setWritten(value);
    if (isoOfTyped(text) !== value) setText(typedOfIso(value));
  }

  function type(typed: string) {
    setText(typed);
    const iso = isoOfTyped(typed);
    if (typed.trim() === '') onChange('');
    else if (iso && (!min || iso >= min)) onChange(iso);
  }

  return (
    <div className="input-group night-field">
      <input
        id={id}
        className="form-control"
        value={text}
        placeholder={t('form.pickDate')}
        inputMode="decimal"
        autoComplete="off"
        required={required}
        disabled={disabled}
        onChange={(change) => type(change.target.value)}
        onBlur={() => setText(typedOfIso(value))}
      />
      <Button variant="outline-secondary" aria-label={t('form.openCalendar')} disabled={disabled} onClick={() => picker.current?.showPicker?.()}>
        <CalendarIcon size={16} />
      </Button>
      <input
        ref={picker}
        type="date"
        className="night-field__picker"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        onChange={(change) => type(typedOfIso(change.target.value))}
      />
    </div>
  );
}
