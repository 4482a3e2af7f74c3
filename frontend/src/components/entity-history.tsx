import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { HistoryEntityType, HistoryEntry } from '@izlazak/contracts';
import { useGetEntityHistoryQuery } from '../api/entity-history';
import { formatBelgradeDateTime } from '../lib/belgrade-time';
import { selectCurrentUser, useAppSelector } from '../state/hooks';
import { ClockIcon } from './icons';
import './entity-history.css';
import { useMessages } from '../lib/locale';

interface EntityHistoryProps {
  entityType: HistoryEntityType;
  entityId: string | null | undefined;
}

/**
 * 'Istorija': who changed this record, when and what, newest first. Shown in the edit modals to
 * admins and managers (who may read the history); loaded only when opened. One save that changed
 * several things reads as one group.
 */
export function EntityHistory({ entityType, entityId }: EntityHistoryProps) {
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useMessages();
  if (!entityId || (user?.role !== 'admin' && user?.role !== 'manager')) return null;
  return (
    <section className="entity-history" aria-label={t('history.panel')}>
      <Button variant="link" className="entity-history__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        <ClockIcon size={16} /> {t('history.panel')}
      </Button>
      {open && (
        <div id={panelId}>
          <EntityHistoryList entityType={entityType} entityId={entityId} />
        </div>
      )}
    </section>
  );
}

function EntityHistoryList({ entityType, entityId }: { entityType: HistoryEntityType; entityId: string }) {
  const history = useGetEntityHistoryQuery({ entityType, entityId }, { refetchOnMountOrArgChange: true });
  const t = useMessages();
  if (history.isLoading) return <Spinner animation="border" size="sm" role="status" />;
  if (history.isError) return <p className="text-body-secondary small mb-0">{t('history.unavailable')}</p>;
  const entries = history.data?.data ?? [];
  if (entries.length === 0) return <p className="text-body-secondary small mb-0">{t('history.none')}</p>;
  return <HistoryGroups entries={entries} />;
}

/** Entries of one save (one correlation id) together, newest first. */
export function groupBySave(entries: HistoryEntry[]): HistoryEntry[][] {
  const groups: HistoryEntry[][] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && last[0].correlationId === entry.correlationId) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

export function HistoryGroups({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ol className="entity-history__list">
      {groupBySave(entries).map((group) => (
        <li key={group[0]._id} className="entity-history__group">
          <time dateTime={group[0].occurredAt} className="entity-history__time">
            {formatBelgradeDateTime(group[0].occurredAt)}
          </time>
          {group.map((entry) => (
            <p key={entry._id} className="entity-history__summary">
              {entry.summary}
            </p>
          ))}
          {group[0].via && <span className="entity-history__via">{group[0].via}</span>}
        </li>
      ))}
    </ol>
  );
}
