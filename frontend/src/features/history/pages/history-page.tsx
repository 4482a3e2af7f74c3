import { useState } from 'react';
import { HISTORY_PAGE_SIZE } from '@izlazak/contracts';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { DashboardPage } from '../../../components/dashboard-page';
import { EmptyState } from '../../../components/empty-state';
import { HistoryGroups } from '../../../components/entity-history';
import { ClockIcon } from '../../../components/icons';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useExportHistoryMutation, useGetHistoryQuery, type HistoryFilters } from '../api';
import { HistoryFilterForm } from '../components/history-filter-form';
import { NightReplay } from '../components/night-replay';
import { saveCsvFile } from '../../../lib/save-csv';
import { PagedListCard } from '../../../components/paged-list-card';
import '../history.css';
import { useMessages } from '../../../lib/locale';
import { DownloadButton } from '../../../components/download-button';

/**
 * Istorija izmena: who changed what and when, newest first, filtered and paged, one save read as
 * one group; its CSV; and 'Ko je imao sto u …', a venue's night replayed at a chosen minute.
 * Admins see every venue, a manager their own (and their own changes).
 */
export function HistoryPage() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const t = useMessages();
  const { data: venues } = useGetVenueNamesQuery(undefined, { skip: !isAdmin });
  const [filters, setFilters] = useState<HistoryFilters>({});
  const [page, setPage] = useState(1);
  const history = useGetHistoryQuery({ ...filters, page, size: HISTORY_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [exportHistory, exporting] = useExportHistoryMutation();

  function apply(next: HistoryFilters) {
    setFilters(next);
    setPage(1);
  }

  async function download() {
    try {
      saveCsvFile(await exportHistory(filters).unwrap(), 'istorija_izmena.csv');
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <DashboardPage title={t('dashboard.nav.history')} subtitle={t('history.subtitle')}>
      <HistoryFilterForm venues={isAdmin ? (venues ?? []) : null} onApply={apply} />
      <div className="history-toolbar">
        <DownloadButton busy={exporting.isLoading} onClick={() => void download()}>
          {t('history.csv')}
        </DownloadButton>
      </div>
      <PagedListCard
        title={t('history.changes')}
        query={history}
        page={page}
        onPageChange={setPage}
        unavailable={t('history.unavailable')}
        empty={
          <EmptyState icon={<ClockIcon size={28} />}>
            <p className="mb-0">{t('history.noMatch')}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <div className="history-entries">
            <HistoryGroups entries={rows} />
          </div>
        )}
      </PagedListCard>
      <NightReplay clubId={isAdmin ? null : (user?.clubId ?? null)} venues={isAdmin ? (venues ?? []) : null} />
    </DashboardPage>
  );
}
