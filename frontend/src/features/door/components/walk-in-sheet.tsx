import { useId, useState } from 'react';
import { PersonsStepper } from '../../../components/persons-stepper';
import { freeTables, offeredText, offersHolding, type DoorGuest, type DoorOfferedTable, type DoorTable } from '../door-night';
import { personsText } from '../door-format';
import { useLocale, useMessages } from '../../../lib/locale';

export interface WalkIn {
  firstName: string;
  lastName: string;
  phone: string;
  persons: number;
  table: DoorTable;
}

interface WalkInFormProps {
  tables: readonly DoorTable[];
  guests: readonly DoorGuest[];
  /** The tables waitlist offers hold tonight: not offered while the offer lasts. */
  offered: readonly DoorOfferedTable[];
  onSubmit: (walkIn: WalkIn) => void;
}

/** 'Gost bez rezervacije': a name, how many, and a table nobody holds tonight (no reservation, no waitlist offer); they are in at once. */
export function WalkInForm({ tables, guests, offered, onSubmit }: WalkInFormProps) {
  const id = useId();
  const t = useMessages();
  const locale = useLocale();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [phone, setPhone] = useState('');
  const [persons, setPersons] = useState(2);
  const [tableId, setTableId] = useState('');
  const [tried, setTried] = useState(false);
  const holding = offersHolding(offered, new Date());
  const free = freeTables(tables, guests, persons, holding);
  const table = free.find((candidate) => candidate._id === tableId) ?? null;
  const nameMissing = firstName.trim() === '';

  return (
    <form
      aria-label={t('door.walkInTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (nameMissing || !table) return;
        onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), phone: phone.trim(), persons, table });
      }}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-first`}>
          {t('door.walkIn.firstName')}
        </label>
        <input
          id={`${id}-first`}
          className={`form-control form-control-lg ${tried && nameMissing ? 'is-invalid' : ''}`}
          value={firstName}
          onChange={(change) => setFirstName(change.target.value)}
          autoComplete="off"
          aria-invalid={tried && nameMissing}
          aria-describedby={tried && nameMissing ? `${id}-first-error` : undefined}
          required
        />
        {tried && nameMissing && (
          <div id={`${id}-first-error`} className="invalid-feedback">
            {t('door.walkIn.firstNameRequired')}
          </div>
        )}
      </div>
      <div className="door-walk-in__row mb-3">
        <div>
          <label className="form-label" htmlFor={`${id}-last`}>
            {t('door.walkIn.lastName')}
          </label>
          <input id={`${id}-last`} className="form-control form-control-lg" value={lastName} onChange={(change) => setLastName(change.target.value)} autoComplete="off" />
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-phone`}>
            {t('door.walkIn.phone')}
          </label>
          <input id={`${id}-phone`} className="form-control form-control-lg" type="tel" value={phone} onChange={(change) => setPhone(change.target.value)} autoComplete="off" />
        </div>
      </div>
      <PersonsStepper label={t('reservations.arrival.persons')} value={persons} onChange={setPersons} min={1} />
      <fieldset className="door-tables">
        <legend className="door-tables__legend">{t('door.walkIn.freeTable')}</legend>
        {free.length === 0 ? (
          <p className="door-tables__none">{t('door.walkIn.noTable', { persons: personsText(persons, locale) })}</p>
        ) : (
          <div className="door-tables__grid">
            {free.map((candidate) => (
              <label key={candidate._id} className={`door-table-choice ${candidate._id === tableId ? 'is-chosen' : ''}`}>
                <input type="radio" name={`${id}-table`} value={candidate._id} checked={candidate._id === tableId} onChange={() => setTableId(candidate._id)} />
                <span className="door-table-choice__name">{candidate.name}</span>
                <span className="door-table-choice__size">{t('door.walkIn.upTo', { max: candidate.maxPersons })}</span>
              </label>
            ))}
          </div>
        )}
        {holding.length > 0 && (
          <ul className="door-tables__offered" aria-label={t('door.walkIn.offered')}>
            {holding.map((offer) => (
              <li key={offer.tableId}>{offeredText(offer, locale)}</li>
            ))}
          </ul>
        )}
        {tried && !table && free.length > 0 && (
          <p className="door-field-error" role="alert">
            {t('door.walkIn.tableRequired')}
          </p>
        )}
      </fieldset>
      <button type="submit" className="door-button door-button--go">
        {t('door.walkIn.submit')}
      </button>
    </form>
  );
}
