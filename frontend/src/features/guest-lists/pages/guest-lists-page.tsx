import { useState } from 'react';
import type { GuestListView } from '@izlazak/contracts';
import { DashboardPage } from '../../../components/dashboard-page';
import { EmptyState } from '../../../components/empty-state';
import { ListIcon } from '../../../components/icons';
import { QueryState } from '../../../components/query-state';
import { TopBarAddButton } from '../../../components/top-bar/top-bar-add-button';
import { NightChoice, VenueChoice } from '../../../components/venue-choice';
import { tonight } from '../../../lib/belgrade-time';
import { useMessages } from '../../../lib/locale';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useListGuestListsQuery } from '../api';
import { GuestListModal } from '../components/guest-list-modal';
import { GuestListNames } from '../components/guest-list-names';
import { benefitOf, formatNight } from '../guest-list-format';
import '../guest-lists.css';

/**
 * Liste: the venue's guest lists of a night (tonight by default, the Belgrade night that runs past
 * midnight) with their places taken and guests let in; a list opens its names. The manager and
 * admins open new lists; the venue's staff look.
 */
export function GuestListsPage() {
  const user = useAppSelector(selectCurrentUser);
  const t = useMessages();
  const picksVenue = user?.role === 'admin';
  const mayOpen = user?.role === 'admin' || user?.role === 'manager';
  const [clubId, setClubId] = useState(user?.clubId ?? '');
  const [night, setNight] = useState(() => tonight());
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<GuestListView | null>(null);
  const lists = useListGuestListsQuery({ clubId, night }, { skip: !clubId, refetchOnMountOrArgChange: true });

  return (
    <DashboardPage title={t('guestLists.title')} subtitle={t('guestLists.subtitle', { night: formatNight(night) })}>
      {mayOpen && clubId && <TopBarAddButton label={t('guestLists.add')} onClick={() => setAdding(true)} />}
      <div className="guest-lists-filters">
        {picksVenue && <VenueChoice clubId={clubId} onChange={setClubId} />}
        <NightChoice night={night} onChange={setNight} />
      </div>
      {!clubId ? (
        <EmptyState>
          <p className="mb-0">{t('guestLists.pickVenue')}</p>
        </EmptyState>
      ) : (
        <QueryState
          query={lists}
          unavailable={t('guestLists.unavailable')}
          isEmpty={(found) => found.length === 0}
          empty={
            <EmptyState icon={<ListIcon size={28} />}>
              <p className="mb-0">{t('guestLists.none')}</p>
            </EmptyState>
          }
        >
          {(found) => (
            <ul className="guest-lists" aria-label={t('guestLists.title')}>
              {found.map((list) => (
                <li key={list._id}>
                  <button type="button" className="guest-list-card" onClick={() => setShown(list)} data-testid="guest-list">
                    <span className="guest-list-card__name">{list.name}</span>
                    <span className="guest-list-card__benefit">{benefitOf(list, t)}</span>
                    <span className="guest-list-card__facts">
                      <span>{t('guestLists.closesAtShort', { time: list.closesAt })}</span>
                      <span>{t(list.public ? 'guestLists.isPublic' : 'guestLists.isPrivate')}</span>
                      {list.closed && <span className="badge text-bg-secondary">{t('guestLists.closedBadge')}</span>}
                      {!list.closed && list.full && <span className="badge text-bg-warning">{t('guestLists.fullBadge')}</span>}
                    </span>
                    <span className="guest-list-card__counts">
                      <span data-testid="guest-list-signed-up">{t('guestLists.signedUp', { taken: list.signedUp, capacity: list.capacity })}</span>
                      <span data-testid="guest-list-arrived">{t('guestLists.arrived', { arrived: list.arrived })}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
      {mayOpen && clubId && <GuestListModal show={adding} clubId={clubId} night={night} onClose={() => setAdding(false)} />}
      <GuestListNames list={shown} onClose={() => setShown(null)} />
    </DashboardPage>
  );
}
