import { useLocale, useMessages } from '../../../lib/locale';
import { entryName, placesOf, type DoorListEntry } from '../door-list-entries';
import { personsText } from '../door-format';

interface ListEntriesProps {
  entries: readonly DoorListEntry[];
  onOpen: (entry: DoorListEntry) => void;
}

/** Tonight's guest list names a search found, under the reservations: 'Lista', the name, its '+N' and list, and whether they are in. */
export function ListEntries({ entries, onOpen }: ListEntriesProps) {
  const t = useMessages();
  const locale = useLocale();
  if (entries.length === 0) return null;
  return (
    <ul className="door-guests door-guests--list list-unstyled" aria-label={t('door.listEntry.listLabel')}>
      {entries.map((entry) => (
        <li key={entry._id}>
          <button type="button" className={`door-guest door-guest--${entry.arrived ? 'in is-done' : 'expected'}`} onClick={() => onOpen(entry)} data-testid="door-list-entry">
            <span className="door-guest__table door-guest__table--list">{t('door.listEntry.badge')}</span>
            <span className="door-guest__who">
              <span className="door-guest__name">
                {entryName(entry)}
                {entry.plusOnes > 0 && ` ${t('door.listEntry.plusOnes', { count: entry.plusOnes })}`}
              </span>
              <span className="door-guest__meta">{entry.list.name}</span>
            </span>
            <span className="door-guest__status" data-testid="door-list-entry-status">
              {entry.arrived ? t('door.listEntry.in', { persons: entry.arrived.persons, places: placesOf(entry) }) : personsText(placesOf(entry), locale)}
              {entry.pending && <span className="door-guest__pending"> · {t('door.list.pending')}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
