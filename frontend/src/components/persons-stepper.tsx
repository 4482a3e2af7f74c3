import { useId } from 'react';
import { useMessages } from '../lib/locale';
import './persons-stepper.css';

interface PersonsStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Under the label, e.g. 'Rezervisano: 4'. */
  hint?: string;
}

/**
 * A number of persons with big − and + buttons (a thumb's reach, no keyboard needed); the number
 * itself can also be typed. Stays within `min`…`max`.
 */
export function PersonsStepper({ label, value, onChange, min = 0, max = 999, hint }: PersonsStepperProps) {
  const id = useId();
  const t = useMessages();
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <div className="persons-stepper" role="group" aria-labelledby={`${id}-label`}>
      <div className="persons-stepper__label">
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        {hint && <span className="persons-stepper__hint">{hint}</span>}
      </div>
      <div className="persons-stepper__controls">
        <button
          type="button"
          className="persons-stepper__button"
          onClick={() => onChange(clamp(value - 1))}
          disabled={value <= min}
          aria-label={t('reservations.stepper.fewer', { label })}
        >
          −
        </button>
        <input
          id={id}
          className="persons-stepper__value"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(change) => {
            const typed = Number(change.target.value);
            if (Number.isInteger(typed)) onChange(clamp(typed));
          }}
        />
        <button
          type="button"
          className="persons-stepper__button"
          onClick={() => onChange(clamp(value + 1))}
          disabled={value >= max}
          aria-label={t('reservations.stepper.more', { label })}
        >
          +
        </button>
      </div>
    </div>
  );
}
