import { useState } from 'react';
import { formatRsd, guestBadgeLine } from '@izlazak/contracts';
import { PersonsStepper } from '../../../components/persons-stepper';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { alreadyInMessage, awaited, belgradeTime, guestName, mayArrive, owesDeposit, type DoorGuest, type DoorPaymentMethod, type Headcount } from '../door-night';
import { doorStatusText, personsText } from '../door-format';
import { DoorSheet } from './door-sheet';
import { Fact } from '../../../components/fact';
import { useLocale, useMessages } from '../../../lib/locale';

interface GuestSheetProps {
  guest: DoorGuest | null;
  onClose: () => void;
  onArrived: (guest: DoorGuest, headcount: Headcount) => void;
  onNoShow: (guest: DoorGuest) => void;
  onPaid: (guest: DoorGuest, method: DoorPaymentMethod) => void;
}

/** One guest at the door: their deposit taken if it is still due, how many came (the reserved number to start with) and 'Stigli', or 'Nisu došli'. */
export function GuestSheet({ guest, onClose, onArrived, onNoShow, onPaid }: GuestSheetProps) {
  const shown = useKeptWhileClosing(guest !== null, guest);
  return (
    <DoorSheet show={guest !== null} title={shown ? guestName(shown) : ''} onClose={onClose}>
      {shown && <GuestSheetBody key={shown._id} guest={shown} onArrived={onArrived} onNoShow={onNoShow} onPaid={onPaid} />}
    </DoorSheet>
  );
}

function GuestSheetBody({ guest, onArrived, onNoShow, onPaid }: Omit<GuestSheetProps, 'guest' | 'onClose'> & { guest: DoorGuest }) {
  const [persons, setPersons] = useState(guest.persons);
  const [split, setSplit] = useState(false);
  const [men, setMen] = useState(0);
  const [women, setWomen] = useState(0);
  const [confirmingNoShow, setConfirmingNoShow] = useState(false);
  const t = useMessages();
  const locale = useLocale();
  const splitTooMany = split && men + women > persons;

  return (
    <div className="door-guest-sheet" data-testid="door-guest-sheet">
      <dl className="door-facts">
        <Fact term={t('door.guest.table')} className="door-facts__big">
          {guest.tableName}
        </Fact>
        <Fact term={t('door.guest.reserved')} className="door-facts__big">
          {personsText(guest.persons, locale)}
        </Fact>
        {guest.uniqueId && (
          <Fact term={t('door.guest.number')} className="font-monospace">
            {guest.uniqueId}
          </Fact>
        )}
        {guest.phone && (
          <Fact term={t('door.guest.phone')}>
            <a href={`tel:${guest.phone.replace(/\s+/g, '')}`}>{guest.phone}</a>
          </Fact>
        )}
      </dl>

      {guest.guest && (
        <p className="door-guest-book" data-testid="door-guest-book">
          <strong>{guestBadgeLine(guest.guest, locale)}</strong>
          {guest.guest.note && <span> · {guest.guest.note}</span>}
        </p>
      )}

      {owesDeposit(guest) && <DepositAtTheDoor guest={guest} onPaid={onPaid} />}

      {!awaited(guest) && !owesDeposit(guest) && (
        <div className={`door-verdict ${guest.status === 'Arrived' ? 'door-verdict--in' : 'door-verdict--off'}`} role="status" data-testid="door-verdict">
          {guest.status === 'Arrived' ? (
            <>
              <strong>{alreadyInMessage(guest, locale)}</strong>
              {guest.arrivedPersons !== null && <span>{t('door.guest.cameIn', { persons: personsText(guest.arrivedPersons, locale) })}</span>}
            </>
          ) : (
            <>
              <strong>{doorStatusText(guest, locale)}</strong>
              {guest.status === 'NoShow' && <span>{t('door.guest.lateArrival')}</span>}
            </>
          )}
          {guest.pending && <span>{t('door.guest.pending')}</span>}
        </div>
      )}

      {mayArrive(guest) && (
        <form
          aria-label={t('reservations.arrival.form')}
          onSubmit={(event) => {
            event.preventDefault();
            if (splitTooMany) return;
            onArrived(guest, split ? { persons, men, women } : { persons });
          }}
        >
          <PersonsStepper label={t('reservations.arrival.persons')} value={persons} onChange={setPersons} min={1} hint={t('door.guest.reservedHint', { persons: guest.persons })} />
          <button type="button" className="door-link-button" aria-expanded={split} onClick={() => setSplit((shown) => !shown)}>
            {split ? t('door.guest.noSplit') : t('door.guest.split')}
          </button>
          {split && (
            <>
              <PersonsStepper label={t('door.guest.men')} value={men} onChange={setMen} max={persons} />
              <PersonsStepper label={t('door.guest.women')} value={women} onChange={setWomen} max={persons} />
              {splitTooMany && (
                <p className="door-field-error" role="alert">
                  {t('door.guest.splitTooMany')}
                </p>
              )}
            </>
          )}
          <button type="submit" className="door-button door-button--go" disabled={splitTooMany}>
            {t('door.command.arrival')}
          </button>
          {awaited(guest) && (
            <button
              type="button"
              className={`door-button door-button--quiet ${confirmingNoShow ? 'is-confirming' : ''}`}
              onClick={() => (confirmingNoShow ? onNoShow(guest) : setConfirmingNoShow(true))}
            >
              {confirmingNoShow ? t('door.guest.confirmNoShow') : t('door.guest.noShow')}
            </button>
          )}
        </form>
      )}
    </div>
  );
}

/** A deposit still due: the door takes it in cash or by card ('Plaćeno na ulazu'), recorded as the bank's would be; then 'Stigli'. */
function DepositAtTheDoor({ guest, onPaid }: { guest: DoorGuest; onPaid: GuestSheetProps['onPaid'] }) {
  const due = guest.depositDue;
  const t = useMessages();
  return (
    <div className="door-verdict door-verdict--due" role="status" data-testid="door-deposit-due">
      <strong>{due ? t('door.deposit.due', { amount: formatRsd(due.amount) }) : t('door.deposit.dueNoAmount')}</strong>
      {due && <span>{t('door.deposit.until', { time: belgradeTime(due.dueAt) })}</span>}
      <span>{t('door.deposit.take')}</span>
      <div className="door-pay">
        <button type="button" className="door-button door-button--go" onClick={() => onPaid(guest, 'cash')}>
          {t('door.deposit.paidCash')}
        </button>
        <button type="button" className="door-button door-button--go" onClick={() => onPaid(guest, 'card')}>
          {t('door.deposit.paidCard')}
        </button>
      </div>
    </div>
  );
}
