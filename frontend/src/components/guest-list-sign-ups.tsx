import { Link } from 'react-router-dom';
import { formatNight, type GuestListView } from '@izlazak/contracts';
import { useListPublicGuestListsQuery } from '../api/shared-lookups';
import { useMessages } from '../lib/locale';
import { ListIcon } from './icons';
import './guest-list-sign-ups.css';

/**
 * 'Lista' on a venue's and an event's public page: each public list still open, with 'Upiši se na
 * listu' to its sign-up page. Rendered with the page on the server; the page's cached copy goes
 * stale when a list changes or one of them closes.
 */
export function GuestListSignUps({ clubId, eventId, showNight = false }: { clubId?: string; eventId?: string; showNight?: boolean }) {
  const t = useMessages();
  const { data: lists = [] } = useListPublicGuestListsQuery({ clubId, eventId }, { skip: !clubId && !eventId });
  if (lists.length === 0) return null;
  return (
    <section className="guest-list-sign-ups" aria-label={t('guestLists.publicTitle')} data-testid="guest-list-sign-ups">
      <h3 className="guest-list-sign-ups__title">
        <ListIcon size={18} /> {t('guestLists.publicTitle')}
      </h3>
      <ul className="guest-list-sign-ups__lists">
        {lists.map((list) => (
          <PublicList key={list._id} list={list} showNight={showNight} />
        ))}
      </ul>
    </section>
  );
}

function PublicList({ list, showNight }: { list: GuestListView; showNight: boolean }) {
  const t = useMessages();
  const gives = list.benefit || (list.price > 0 ? t('guestLists.price', { price: list.price }) : t('guestLists.free'));
  return (
    <li className="guest-list-sign-ups__list">
      <div>
        <div className="fw-semibold">{list.name}</div>
        <div className="small text-body-secondary">
          {showNight ? `${formatNight(list.night)} · ` : ''}
          {gives} · {t('guestLists.closesAtShort', { time: list.closesAt })}
        </div>
      </div>
      {list.full ? (
        <span className="badge text-bg-secondary">{t('guestLists.fullBadge')}</span>
      ) : (
        <Link className="btn btn-primary btn-sm" to={`/lista/${encodeURIComponent(list._id)}`}>
          {t('guestLists.signUp')}
        </Link>
      )}
    </li>
  );
}
