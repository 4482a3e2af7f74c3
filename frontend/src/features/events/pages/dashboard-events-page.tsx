import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PAGE_SIZES, eventTypeLabel, type EventView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { DataCard, DataTable, RowActions, TableHead, TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { ImageIcon, MusicIcon, PlusIcon, TagIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { TopBarActions, TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { selectCurrentUser, selectSearch, useAppSelector } from '../../../state/hooks';
import { useDeleteEventMutation, useListEventsQuery } from '../api';
import { EventPreviewModal } from '../components/event-preview-modal';
import { formatNight, priceLabel } from '../components/event-format';
import { EventFormModal } from '../components/event-form-modal';
import { EventTicketsModal } from '../components/event-tickets-modal';
import { useLocale, useMessages } from '../../../lib/locale';
import '../events.css';

type ModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit' | 'delete' | 'preview' | 'tickets'; event: EventView };

/** Događaji: the venue's events (an admin's: every venue's), 16 per page, searchable by name. */
export function DashboardEventsPage() {
  const user = useAppSelector(selectCurrentUser);
  const search = useAppSelector(selectSearch);
  const [page, setPage] = useState(1);
  const [searchedFor, setSearchedFor] = useState(search);
  const [modal, setModal] = useState<ModalState>({ mode: 'closed' });
  const t = useMessages();
  const locale = useLocale();
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }

  const list = useListEventsQuery({ page, size: PAGE_SIZES.dashboardEvents, title: search || undefined, all: true });
  const [deleteEvent, deletion] = useDeleteEventMutation();
  const { data, isLoading, isFetching } = list;
  const totalPages = data?.pagination.total_pages ?? 0;
  if (data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  const isAdmin = user?.role === 'admin';

  async function confirmDelete(event: EventView) {
    try {
      await deleteEvent(event._id).unwrap();
      notifySuccess(t('dashboardEvents.deleted'));
      setModal({ mode: 'closed' });
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <DashboardPage title={t('dashboardEvents.title')} subtitle={isAdmin ? t('dashboardEvents.subtitleAdmin') : t('dashboardEvents.subtitle')}>
      <TopBarActions>
        <Button variant="primary" onClick={() => setModal({ mode: 'add' })}>
          <PlusIcon size={16} className="me-1" />
          {t('dashboardEvents.add')}
        </Button>
      </TopBarActions>
      <TopBarSearch />

      <DataCard
        title={t('dashboardEvents.list')}
        total={data?.pagination.total_records}
        refreshing={isFetching && !isLoading}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        <QueryState
          query={list}
          unavailable={t('events.unavailable')}
          loading={<TableSkeleton rows={6} columns={6} />}
          isEmpty={(result) => result.data.length === 0}
          empty={
            <EmptyState icon={<MusicIcon size={28} />}>
              <p className="mb-2">{search ? t('dashboardEvents.noneMatch') : t('dashboardEvents.none')}</p>
              {!search && (
                <Button size="sm" variant="outline-primary" onClick={() => setModal({ mode: 'add' })}>
                  {t('dashboardEvents.addFirst')}
                </Button>
              )}
            </EmptyState>
          }
        >
          {(result) => (
            <DataTable label={t('dashboardEvents.title')}>
              <TableHead
                columns={[
                  t('dashboardEvents.columnName'),
                  t('dashboardEvents.columnDescription'),
                  t('dashboardEvents.columnType'),
                  t('dashboardEvents.columnStart'),
                  t('dashboardEvents.columnPrice'),
                ]}
                withActions
              />
              <tbody>
                {result.data.map((event) => (
                  <tr key={event._id} data-testid="event-row" className={event.past ? 'event-row--past' : undefined}>
                    <td className="fw-semibold">
                      <span className="event-table__truncate" title={event.title}>
                        {event.title}
                      </span>
                      {isAdmin && <div className="small text-body-secondary">{event.club}</div>}
                    </td>
                    <td>
                      <span className="event-table__truncate event-table__truncate--wide" title={event.description}>
                        {event.description}
                      </span>
                    </td>
                    <td>{eventTypeLabel(event.type, locale)}</td>
                    <td className="text-nowrap">
                      {formatNight(event.dateOfEvent)} {event.startTime}
                    </td>
                    <td className="text-nowrap">{priceLabel(event.ticketPrice)}</td>
                    <RowActions name={event.title} onEdit={() => setModal({ mode: 'edit', event })} onDelete={() => setModal({ mode: 'delete', event })}>
                      <Button
                        size="sm"
                        variant="light"
                        className="icon-button"
                        onClick={() => setModal({ mode: 'tickets', event })}
                        aria-label={t('ticketsDash.openNamed', { title: event.title })}
                        title={t('ticketsDash.open')}
                      >
                        <TagIcon size={16} />
                      </Button>
                      <Button
                        size="sm"
                        variant="light"
                        className="icon-button"
                        onClick={() => setModal({ mode: 'preview', event })}
                        aria-label={t('dashboardEvents.previewNamed', { title: event.title })}
                        title={t('dashboardEvents.preview')}
                      >
                        <ImageIcon size={16} />
                      </Button>
                    </RowActions>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </QueryState>
      </DataCard>

      <EventFormModal
        show={modal.mode === 'add' || modal.mode === 'edit'}
        event={modal.mode === 'edit' ? modal.event : null}
        picksVenue={isAdmin}
        ownClubId={user?.clubId ?? null}
        onClose={() => setModal({ mode: 'closed' })}
      />
      <EventPreviewModal event={modal.mode === 'preview' ? modal.event : null} onClose={() => setModal({ mode: 'closed' })} />
      <EventTicketsModal event={modal.mode === 'tickets' ? modal.event : null} mayManage={isAdmin || user?.role === 'manager'} onClose={() => setModal({ mode: 'closed' })} />
      <ConfirmDialog
        show={modal.mode === 'delete'}
        subject={modal.mode === 'delete' ? <strong>{t('dashboardEvents.deleteSubject', { title: modal.event.title })}</strong> : t('dashboardEvents.thisEvent')}
        busy={deletion.isLoading}
        onConfirm={() => void (modal.mode === 'delete' && confirmDelete(modal.event))}
        onCancel={() => setModal({ mode: 'closed' })}
      />
    </DashboardPage>
  );
}
