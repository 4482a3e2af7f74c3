import { useState } from 'react';
import { RESERVATION_MESSAGES, say, formatRsd, guestBadgeLine } from '@izlazak/contracts';
import { PersonsStepper } from '../../../components/persons-stepper';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { alreadyInMessage, awaited, belgradeTime, guestName, mayArrive, owesDeposit, type DoorGuest, type DoorPaymentMethod, type Headcount } from '../door-night';
import { doorStatusText, personsText } from '../door-format';
import { DoorSheet } from './door-sheet';
import { Fact } from '../../../components/fact';

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
  const splitTooMany = split && men + women > persons;

  return (
    <div className="door-guest-sheet" data-testid="door-guest-sheet">
      <dl className="door-facts">
        <Fact term="Sto" className="door-facts__big">
          {guest.tableName}
        </Fact>
        <Fact term="Rezervisano" className="door-facts__big">
          {personsText(guest.persons)}
        </Fact>
        {guest.uniqueId && (
          <Fact term="Broj" className="font-monospace">
            {guest.uniqueId}
          </Fact>
        )}
        {guest.phone && (
          <Fact term="Telefon">
            <a href={`tel:${guest.phone.replace(/\s+/g, '')}`}>{guest.phone}</a>
          </Fact>
        )}
      </dl>

      {guest.guest && (
        <p className="door-guest-book" data-testid="door-guest-book">
          <strong>{guestBadgeLine(guest.guest)}</strong>
          {guest.guest.note && <span> · {guest.guest.note}</span>}
        </p>
      )}

      {owesDeposit(guest) && <DepositAtTheDoor guest={guest} onPaid={onPaid} />}

      {!awaited(guest) && !owesDeposit(guest) && (
        <div className={`door-verdict ${guest.status === 'Arrived' ? 'door-verdict--in' : 'door-verdict--off'}`} role="status" data-testid="door-verdict">
          {guest.status === 'Arrived' ? (
            <>
              <strong>{alreadyInMessage(guest)}</strong>
              {guest.arrivedPersons !== null && <span>Ušlo: {personsText(guest.arrivedPersons)}</span>}
            </>
          ) : (
            <>
              <strong>{doorStatusText(guest)}</strong>
              {guest.status === 'NoShow' && <span>Ako su ipak stigli, sto im se vraća ako je još slobodan.</span>}
            </>
          )}
          {guest.pending && <span>Čeka slanje sa ovog uređaja</span>}
        </div>
      )}

      {mayArrive(guest) && (
        <form
          aria-label="Dolazak gostiju"
          onSubmit={(event) => {
            event.preventDefault();
            if (splitTooMany) return;
            onArrived(guest, split ? { persons, men, women } : { persons });
          }}
        >
          <PersonsStepper label="Broj osoba" value={persons} onChange={setPersons} min={1} hint={`Rezervisano: ${guest.persons}`} />
          <button type="button" className="door-link-button" aria-expanded={split} onClick={() => setSplit((shown) => !shown)}>
            {split ? 'Bez podele na muškarce i žene' : 'Muškarci i žene (nije obavezno)'}
          </button>
          {split && (
            <>
              <PersonsStepper label="Muškarci" value={men} onChange={setMen} max={persons} />
              <PersonsStepper label="Žene" value={women} onChange={setWomen} max={persons} />
              {splitTooMany && (
                <p className="door-field-error" role="alert">
                  {say(RESERVATION_MESSAGES.arrivalSplit)}
                </p>
              )}
            </>
          )}
          <button type="submit" className="door-button door-button--go" disabled={splitTooMany}>
            Stigli
          </button>
          {awaited(guest) && (
            <button
              type="button"
              className={`door-button door-button--quiet ${confirmingNoShow ? 'is-confirming' : ''}`}
              onClick={() => (confirmingNoShow ? onNoShow(guest) : setConfirmingNoShow(true))}
            >
              {confirmingNoShow ? 'Potvrdi: nisu došli, sto je slobodan' : 'Nisu došli · Oslobodi sto'}
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
  return (
    <div className="door-verdict door-verdict--due" role="status" data-testid="door-deposit-due">
      <strong>{due ? `Čeka uplatu: ${formatRsd(due.amount)}` : 'Čeka uplatu depozita'}</strong>
      {due && <span>Rok za uplatu: {belgradeTime(due.dueAt)}</span>}
      <span>Naplatite depozit na ulazu, pa upišite dolazak.</span>
      <div className="door-pay">
        <button type="button" className="door-button door-button--go" onClick={() => onPaid(guest, 'cash')}>
          Plaćeno na ulazu · gotovina
        </button>
        <button type="button" className="door-button door-button--go" onClick={() => onPaid(guest, 'card')}>
          Plaćeno na ulazu · kartica
        </button>
      </div>
    </div>
  );
}
