import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PAGE_SIZES, type ReservationStatus, type ReservationView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIcon } from '../../../components/icons';
import { InsideCount } from '../../../components/inside-count';
import { LiveBadge } from '../../../components/live-badge';
import { notifySuccess } from '../../../components/notify';
import { TopBarAddButton } from '../../../components/top-bar/top-bar-add-button';
import { TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { useCrudList } from '../../../lib/use-crud-list';
import { useMediaQuery } from '../../../lib/use-media-query';
import { selectCurrentUser, selectSearch, useAppSelector } from '../../../state/hooks';
import { randomKey } from '../../../api/idempotency-key';
import { useChangeReservationMutation, useDeleteReservationMutation, useGetReservationsQuery, useRecordArrivalMutation, useRecordNoShowMutation } from '../api';
import { DoorRecordModal, type DoorRecord } from '../components/arrival-modal';
import { ReservationDetailModal } from '../components/reservation-detail-modal';
import { ReservationEditModal, type TablePlace } from '../components/reservation-edit-modal';
import { tonight } from '../components/reservation-format';
import { ReservationsFloor } from '../components/reservations-floor';
import { ReservationRows } from '../components/reservation-rows';
import { SortMenu, type ReservationOrder } from '../components/sort-menu';
import { PagedListCard } from '../../../components/paged-list-card';
import { useMessages } from '../../../lib/locale';
import '../reservations.css';

/**
 * Rezervacije: tonight's reservations (or all of them), 16 per page, searchable by guest, phone
 * or number, sortable; the venue confirms, rejects, edits and deletes them here, also on a phone at the door.
 */
export function ReservationsPage() {
  const user = useAppSelector(selectCurrentUser);
  const search = useAppSelector(selectSearch);
  const t = useMessages();
  const [all, setAll] = useState(false);
  const [order, setOrder] = useState<ReservationOrder | null>(null);
  const [deleteReservation] = useDeleteReservationMutation();
  const [changeReservation] = useChangeReservationMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [recordArrival] = useRecordArrivalMutation();
  const [recordNoShow] = useRecordNoShowMutation();
  const [doorRecord, setDoorRecord] = useState<DoorRecord | null>(null);
  const [onFloor, setOnFloor] = useState(false);
  const [floorClubId, setFloorClubId] = useState(user?.clubId ?? '');
  const [floorNight, setFloorNight] = useState(tonight);
  const [openedOnFloor, setOpenedOnFloor] = useState<{ _id: string; uniqueId: string } | null>(null);
  const [addAt, setAddAt] = useState<TablePlace | null>(null);
  const list = useCrudList<ReservationView>({
    remove: (reservation) => deleteReservation(reservation._id).unwrap(),
    removedMessage: t('reservations.removed'),
    filter: `${search}|${all}|${order?.sort}|${order?.order}`,
  });
  const reservations = useGetReservationsQuery({
    page: list.page,
    size: PAGE_SIZES.reservations,
    all,
    search: search || undefined,
    sort: order?.sort,
    order: order?.order,
  });
  list.clampPage(reservations.data?.paginationData.total_pages);
  const onPhone = useMediaQuery('(max-width: 767.98px)');
  const isAdmin = user?.role === 'admin';

  async function decide(reservation: ReservationView, status: ReservationStatus) {
    setBusyId(reservation._id);
    try {
      await changeReservation({ id: reservation._id, changes: { status, version: reservation.version } }).unwrap();
      notifySuccess(t('reservations.changed'));
    } catch {
      // The error catalogue has shown why; a stale row is being refreshed.
    } finally {
      setBusyId(null);
    }
  }

  /** 'Stigli' / 'Nisu došli' from the list; one command id per decision, so a repeated tap counts once. */
  async function atTheDoor(reservation: ReservationView, send: (commandId: string) => Promise<unknown>, done: string) {
    setBusyId(reservation._id);
    try {
      await send(randomKey());
      notifySuccess(done);
      setDoorRecord(null);
    } catch {
      // The error catalogue has shown why ('Marko Petrović, Separe 1: ušli u 23:41 (upisao: Ana)').
    } finally {
      setBusyId(null);
    }
  }

  return (
    <DashboardPage title={all ? t('reservations.page.allTitle') : t('reservations.page.title')}>
      <TopBarAddButton label={t('reservations.add')} onClick={list.openAdd} />
      <TopBarSearch />

      <div className="reservations-toolbar">
        <div className="btn-group" role="group" aria-label={t('reservations.view.label')}>
          <Button variant={onFloor ? 'outline-primary' : 'primary'} aria-pressed={!onFloor} onClick={() => setOnFloor(false)}>
            {t('reservations.view.list')}
          </Button>
          <Button variant={onFloor ? 'primary' : 'outline-primary'} aria-pressed={onFloor} onClick={() => setOnFloor(true)}>
            {t('reservations.view.floor')}
          </Button>
        </div>
        {!onFloor && (
          <>
            <Button variant={all ? 'primary' : 'outline-primary'} onClick={() => setAll((shown) => !shown)} aria-pressed={all}>
              {all ? t('reservations.page.showTonight') : t('reservations.page.showAll')}
            </Button>
            <SortMenu value={order} onChange={setOrder} />
          </>
        )}
        {!isAdmin && user?.clubId && <InsideCount clubId={user.clubId} />}
        <LiveBadge />
      </div>

      {onFloor ? (
        <ReservationsFloor
          clubId={isAdmin ? floorClubId : (user?.clubId ?? '')}
          picksVenue={isAdmin}
          onClubChange={setFloorClubId}
          night={floorNight}
          onNightChange={setFloorNight}
          onOpenReservation={setOpenedOnFloor}
          onAddAt={(tableId) => {
            setAddAt({ clubId: isAdmin ? floorClubId : (user?.clubId ?? ''), tableId, night: floorNight });
            list.openAdd();
          }}
        />
      ) : (
        <PagedListCard
          title={all ? t('reservations.list.all') : t('reservations.list.tonight')}
          query={reservations}
          page={list.page}
          onPageChange={list.setPage}
          unavailable={t('reservations.unavailable')}
          loading={<TableSkeleton rows={6} columns={7} />}
          empty={
            <EmptyState icon={<CalendarIcon size={28} />}>
              <p className="mb-2">{search ? t('reservations.empty.search') : all ? t('reservations.empty.all') : t('reservations.empty.tonight')}</p>
              {!search && (
                <Button size="sm" variant="outline-primary" onClick={list.openAdd}>
                  {t('reservations.add')}
                </Button>
              )}
            </EmptyState>
          }
        >
          {(rows) => (
            <ReservationRows
              reservations={rows}
              refreshing={reservations.isFetching && !reservations.isLoading}
              asCards={onPhone}
              showVenue={isAdmin}
              busyId={busyId}
              onConfirm={(reservation) => void decide(reservation, 'Complete')}
              onReject={(reservation) => void decide(reservation, 'Rejected')}
              onDetail={(reservation) => list.open('preview', reservation)}
              onEdit={(reservation) => list.open('edit', reservation)}
              onDelete={user?.role === 'staff' ? undefined : (reservation) => list.open('delete', reservation)}
              onArrived={(reservation) => setDoorRecord({ kind: 'arrival', reservation })}
              onNoShow={(reservation) => setDoorRecord({ kind: 'noShow', reservation })}
            />
          )}
        </PagedListCard>
      )}

      <ReservationEditModal
        key={list.formKey}
        show={list.isOpen('add') || list.isOpen('edit')}
        reservation={list.isOpen('edit') ? list.item : null}
        picksVenue={isAdmin}
        ownClubId={user?.clubId ?? null}
        at={list.isOpen('add') ? addAt : null}
        onClose={() => {
          setAddAt(null);
          list.close();
        }}
      />
      <DoorRecordModal
        record={doorRecord}
        busy={doorRecord !== null && busyId === doorRecord.reservation._id}
        onArrived={(reservation, persons) =>
          void atTheDoor(reservation, (commandId) => recordArrival({ id: reservation._id, persons, commandId }).unwrap(), t('reservations.door.arrived'))
        }
        onNoShow={(reservation) => void atTheDoor(reservation, (commandId) => recordNoShow({ id: reservation._id, commandId }).unwrap(), t('reservations.door.freed'))}
        onClose={() => setDoorRecord(null)}
      />
      <ReservationDetailModal reservation={list.isOpen('preview') ? list.item : openedOnFloor} onClose={() => (openedOnFloor ? setOpenedOnFloor(null) : list.close())} />
      <ConfirmDialog
        show={list.isOpen('delete')}
        subject={list.item ? <strong>{t('reservations.delete.subject', { number: list.item.uniqueId })}</strong> : t('reservations.delete.this')}
        busy={list.removing}
        onConfirm={() => void list.confirmRemove()}
        onCancel={list.close}
      />
    </DashboardPage>
  );
}
