import type { GuestListView } from '@izlazak/contracts';
import { EmptyState } from '../../../components/empty-state';
import { Modal } from '../../../components/modal';
import { QueryState } from '../../../components/query-state';
import { telHref } from '../../../lib/links';
import { useMessages } from '../../../lib/locale';
import { useListGuestListEntriesQuery } from '../api';
import { belgradeClockTime } from '../guest-list-format';

/** A list's names, by last name: phone, '+N', and who has come in (how many, when). */
export function GuestListNames({ list, onClose }: { list: GuestListView | null; onClose: () => void }) {
  const t = useMessages();
  const entries = useListGuestListEntriesQuery(list?._id ?? '', { skip: !list, refetchOnMountOrArgChange: true });
  return (
    <Modal show={Boolean(list)} title={list?.name ?? ''} onClose={onClose}>
      {list && (
        <QueryState
          query={entries}
          unavailable={t('guestLists.namesUnavailable')}
          isEmpty={(names) => names.length === 0}
          empty={
            <EmptyState>
              <p className="mb-0">{t('guestLists.noNames')}</p>
            </EmptyState>
          }
        >
          {(names) => (
            <ul className="guest-list-names" aria-label={t('guestLists.namesOf', { name: list.name })}>
              {names.map((entry) => (
                <li key={entry._id} className="guest-list-names__row" data-testid="guest-list-name">
                  <div className="guest-list-names__who">
                    <span className="fw-semibold">
                      {entry.firstName} {entry.lastName}
                    </span>
                    {entry.plusOnes > 0 && <span className="badge text-bg-light border ms-2">+{entry.plusOnes}</span>}
                    <div className="small">
                      <a href={telHref(entry.phone)}>{entry.phone}</a>
                    </div>
                  </div>
                  <div className="guest-list-names__arrival small">
                    {entry.arrived ? (
                      <span className="badge text-bg-success">{t('guestLists.arrivedAt', { persons: entry.arrived.persons, time: belgradeClockTime(entry.arrived.at) })}</span>
                    ) : (
                      <span className="text-body-secondary">{t('guestLists.notYet')}</span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
