import { useState } from 'react';
import { PersonsStepper } from '../../../components/persons-stepper';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { Fact } from '../../../components/fact';
import { useLocale, useMessages } from '../../../lib/locale';
import { entryName, placesOf, whyNotIn, type DoorListEntry } from '../door-list-entries';
import { DoorSheet } from './door-sheet';

interface ListEntrySheetProps {
  entry: DoorListEntry | null;
  onClose: () => void;
  onArrived: (entry: DoorListEntry, persons: number) => void;
  /** Takes a mistaken arrival back. */
  onUndo: (entry: DoorListEntry) => void;
}

/** A name on tonight's guest list at the door: the list and what it gives, how many of 1 + '+N' came, 'Stigli'. */
export function ListEntrySheet({ entry, onClose, onArrived, onUndo }: ListEntrySheetProps) {
  const shown = useKeptWhileClosing(entry !== null, entry);
  return (
    <DoorSheet show={entry !== null} title={shown ? entryName(shown) : ''} onClose={onClose}>
      {shown && <ListEntrySheetBody key={shown._id} entry={shown} onArrived={onArrived} onUndo={onUndo} />}
    </DoorSheet>
  );
}

function ListEntrySheetBody({ entry, onArrived, onUndo }: Pick<ListEntrySheetProps, 'onArrived' | 'onUndo'> & { entry: DoorListEntry }) {
  const places = placesOf(entry);
  const [persons, setPersons] = useState(places);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const t = useMessages();
  const locale = useLocale();
  const refused = whyNotIn(entry, new Date(), locale);

  return (
    <div className="door-guest-sheet" data-testid="door-list-entry-sheet">
      <dl className="door-facts">
        <Fact term={t('door.listEntry.list')} className="door-facts__big">
          {entry.list.name}
        </Fact>
        {entry.list.benefit && <Fact term={t('door.listEntry.benefit')}>{entry.list.benefit}</Fact>}
        <Fact term={t('door.listEntry.companions')} className="door-facts__big">
          {t('door.listEntry.plusOnes', { count: entry.plusOnes })}
        </Fact>
        {entry.phone && (
          <Fact term={t('door.guest.phone')}>
            <a href={`tel:${entry.phone.replace(/\s+/g, '')}`}>{entry.phone}</a>
          </Fact>
        )}
      </dl>

      {refused ? (
        <div className={`door-verdict ${entry.arrived ? 'door-verdict--in' : 'door-verdict--off'}`} role="status" data-testid="door-verdict">
          <strong>{refused}</strong>
          {entry.arrived && <span>{t('door.listEntry.cameIn', { persons: entry.arrived.persons, places })}</span>}
          {entry.pending && <span>{t('door.guest.pending')}</span>}
          {entry.arrived && !entry.pending && (
            // A second tap confirms: a mistaken 'Stigli' is taken back, not a right one.
            <button
              type="button"
              className={`door-button door-button--quiet ${confirmingUndo ? 'is-confirming' : ''}`}
              onClick={() => (confirmingUndo ? onUndo(entry) : setConfirmingUndo(true))}
            >
              {confirmingUndo ? t('door.listEntry.confirmUndo') : t('door.listEntry.undo')}
            </button>
          )}
        </div>
      ) : (
        <form
          aria-label={t('reservations.arrival.form')}
          onSubmit={(event) => {
            event.preventDefault();
            onArrived(entry, persons);
          }}
        >
          <PersonsStepper label={t('reservations.arrival.persons')} value={persons} onChange={setPersons} min={1} max={places} hint={t('door.listEntry.placesHint', { places })} />
          <button type="submit" className="door-button door-button--go">
            {t('door.command.arrival')}
          </button>
        </form>
      )}
    </div>
  );
}
