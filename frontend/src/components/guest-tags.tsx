import { DO_NOT_ADMIT_TAG, guestTagLabel, type GuestBadge } from '@izlazak/contracts';
import { useLocale, useMessages } from '../lib/locale';
import './guest-tags.css';

/** The venue's tags of a guest as small badges, in the screen's language; 'Ne primati' stands out in red. */
export function GuestTags({ tags }: { tags: string[] }) {
  const locale = useLocale();
  if (tags.length === 0) return null;
  return (
    <span className="guest-tags" data-testid="guest-tags">
      {tags.map((tag) => (
        <span key={tag} className={`badge rounded-pill ${tag === DO_NOT_ADMIT_TAG ? 'text-bg-danger' : 'text-bg-warning'}`}>
          {guestTagLabel(tag, locale)}
        </span>
      ))}
    </span>
  );
}

/** Beside a reservation: the guest's tags and, for a guest tagged 'Ne primati', the warning to the venue. */
export function GuestBookMark({ guest, status }: { guest?: GuestBadge; status: string }) {
  const t = useMessages();
  if (!guest || guest.tags.length === 0) return null;
  const warn = guest.tags.includes(DO_NOT_ADMIT_TAG) && status === 'Pending';
  return (
    <div className="guest-book-mark">
      <GuestTags tags={guest.tags} />
      {warn && (
        <div className="small text-danger" role="note">
          {t('guests.doNotAdmitWarning')}
        </div>
      )}
    </div>
  );
}
