import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { WAITLIST_STATE_MESSAGES, type WaitlistEntryView, type WaitlistState } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { EmptyState } from '../../../components/empty-state';
import { TrashIcon } from '../../../components/icons';
import { LiveBadge } from '../../../components/live-badge';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { NightChoice, VenueChoice } from '../../../components/venue-choice';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useGetWaitlistQuery, useMoveWaitlistEntryMutation, useRemoveWaitlistEntryMutation } from '../api';
import { belgradeTime, displayNight, tonight } from '../waitlist-format';
import { useMessages } from '../../../lib/locale';
import '../waitlist.css';

const STATE_TONES: Record<WaitlistState, string> = {
  waiting: 'text-bg-primary',
  offered: 'text-bg-warning',
  booked: 'text-bg-success',
  expired: 'text-bg-secondary',
  removed: 'text-bg-light border',
};

/**
 * Rezervacije → Lista čekanja: the night's waitlist in order, live; the venue moves a guest up or
 * down and takes one off (an offer open for them passes to the next guest).
 */
export function WaitlistPage() {
  const user = useAppSelector(selectCurrentUser);
  const [clubId, setClubId] = useState(user?.clubId ?? '');
  const [night, setNight] = useState(tonight);
  const picksVenue = user?.role === 'admin';
  const waitlist = useGetWaitlistQuery({ clubId, night }, { skip: !clubId || !night, refetchOnMountOrArgChange: true });
  const [move, moving] = useMoveWaitlistEntryMutation();
  const [remove, removing] = useRemoveWaitlistEntryMutation();
  const [removingEntry, setRemovingEntry] = useState<WaitlistEntryView | null>(null);
  const t = useMessages();

  const moveBy = async (entry: WaitlistEntryView, step: number) => {
    if (entry.position === null) return;
    await move({ entry, position: entry.position + step })
      .unwrap()
      .catch(() => undefined);
  };
  const confirmRemove = async () => {
    if (!removingEntry) return;
    const removed = await remove({ entry: removingEntry })
      .unwrap()
      .catch(() => null);
    if (removed) notifySuccess(t('waitlistAdmin.removed'));
    setRemovingEntry(null);
  };

  return (
    <DashboardPage
      title={t('waitlistAdmin.title')}
      subtitle={
        <>
          {t('waitlistAdmin.subtitle', { night: displayNight(night) })} <LiveBadge />
        </>
      }
    >
      <div className="waitlist-filters">
        {picksVenue && <VenueChoice clubId={clubId} onChange={setClubId} />}
        <NightChoice night={night} onChange={setNight} />
      </div>
      {!clubId ? (
        <EmptyState>
          <p className="mb-0">{t('waitlistAdmin.chooseVenue')}</p>
        </EmptyState>
      ) : (
        <div className="card">
          <QueryState
            query={waitlist}
            unavailable={t('waitlistAdmin.unavailable')}
            isEmpty={(list) => list.entries.length === 0}
            empty={
              <EmptyState>
                <p className="mb-0">{t('waitlistAdmin.empty')}</p>
              </EmptyState>
            }
          >
            {(list) => {
              const inQueue = list.entries.filter((entry) => entry.position !== null).length;
              return (
                <ol className="waitlist-list" aria-label={t('waitlistAdmin.listFor', { night: displayNight(list.night) })} data-testid="waitlist-list">
                  {list.entries.map((entry) => (
                    <WaitlistRow
                      key={entry._id}
                      entry={entry}
                      last={entry.position === inQueue}
                      busy={moving.isLoading || removing.isLoading}
                      onMove={(step) => void moveBy(entry, step)}
                      onRemove={() => setRemovingEntry(entry)}
                    />
                  ))}
                </ol>
              );
            }}
          </QueryState>
        </div>
      )}
      <ConfirmDialog
        show={removingEntry !== null}
        title={t('waitlistAdmin.removeTitle')}
        subject={removingEntry ? `${removingEntry.firstName} ${removingEntry.lastName}` : ''}
        confirmLabel={t('waitlistAdmin.remove')}
        busy={removing.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemovingEntry(null)}
      />
    </DashboardPage>
  );
}

interface WaitlistRowProps {
  entry: WaitlistEntryView;
  last: boolean;
  busy: boolean;
  onMove: (step: number) => void;
  onRemove: () => void;
}

function WaitlistRow({ entry, last, busy, onMove, onRemove }: WaitlistRowProps) {
  const name = `${entry.firstName} ${entry.lastName}`;
  const inQueue = entry.position !== null;
  const t = useMessages();
  return (
    <li className="waitlist-list__item" data-testid="waitlist-entry" aria-label={name}>
      <span className="waitlist-list__place" aria-label={inQueue ? t('waitlistAdmin.place', { position: entry.position ?? 0 }) : t('waitlistAdmin.notOnList')}>
        {inQueue ? entry.position : '–'}
      </span>
      <div className="waitlist-list__guest">
        <div className="waitlist-list__name">
          {name}{' '}
          <span className={`badge ${STATE_TONES[entry.state]}`} data-testid="waitlist-entry-state">
            {t(WAITLIST_STATE_MESSAGES[entry.state])}
          </span>
        </div>
        <div className="waitlist-list__meta">
          {t('persons.count', { count: entry.persons })} · {entry.zoneName ?? t('waitlistAdmin.anyZone')} · {entry.phone} · {entry.email}
        </div>
        {entry.state === 'offered' && entry.offeredUntil && (
          <div className="waitlist-list__meta">{t('waitlistAdmin.offered', { table: entry.tableName ?? '', time: belgradeTime(entry.offeredUntil) })}</div>
        )}
        {entry.state === 'booked' && <div className="waitlist-list__meta">{t('waitlistAdmin.booked', { table: entry.tableName ?? '' })}</div>}
      </div>
      {entry.state !== 'removed' && entry.state !== 'booked' && (
        <div className="waitlist-list__actions">
          {inQueue && (
            <>
              <Button variant="outline-secondary" size="sm" aria-label={t('waitlistAdmin.moveUp', { name })} disabled={busy || entry.position === 1} onClick={() => onMove(-1)}>
                ↑
              </Button>
              <Button variant="outline-secondary" size="sm" aria-label={t('waitlistAdmin.moveDown', { name })} disabled={busy || last} onClick={() => onMove(1)}>
                ↓
              </Button>
            </>
          )}
          <Button variant="outline-danger" size="sm" aria-label={t('waitlistAdmin.removeNamed', { name })} disabled={busy} onClick={onRemove}>
            <TrashIcon size={16} />
          </Button>
        </div>
      )}
    </li>
  );
}
