import Button from 'react-bootstrap/Button';
import type { ReservationView } from '@izlazak/contracts';
import { DataTable, TableHead, type TableColumn } from '../../../components/data-table';
import { CheckIcon, EditIcon, MailIcon, PhoneIcon, TrashIcon } from '../../../components/icons';
import { couponLabel, formatNight, guestName, reservationSummary, tonight } from './reservation-format';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { AttendanceNote } from '../../../components/attendance-note';
import { GuestBookMark } from '../../../components/guest-tags';
import { useLocale, useMessages } from '../../../lib/locale';

type Translate = ReturnType<typeof useMessages>;

const columnsOf = (t: Translate): TableColumn[] => [
  t('reservations.column.name'),
  t('reservations.column.summary'),
  { label: t('reservations.column.phone'), className: 'reservation-table__phone' },
  t('reservations.column.date'),
  t('reservations.column.status'),
  { label: t('reservations.column.id'), className: 'reservation-table__id' },
];

export interface ReservationRowActions {
  onConfirm: (reservation: ReservationView) => void;
  onReject: (reservation: ReservationView) => void;
  onDetail: (reservation: ReservationView) => void;
  onEdit: (reservation: ReservationView) => void;
  /** Absent for door staff: deleting is the manager's and the admin's. */
  onDelete?: (reservation: ReservationView) => void;
  /** 'Stigli' (asks how many came) and 'Nisu došli', on tonight's reservations still awaited. */
  onArrived: (reservation: ReservationView) => void;
  onNoShow: (reservation: ReservationView) => void;
  /** The reservation whose status is being changed: its buttons wait. */
  busyId: string | null;
}

interface ReservationRowsProps extends ReservationRowActions {
  reservations: readonly ReservationView[];
  refreshing: boolean;
  /** On a phone each reservation is a card: name, number and 'Potvrdi' within a thumb's reach. */
  asCards: boolean;
  /** Admins see every venue's reservations: the venue is named. */
  showVenue: boolean;
}

export function ReservationRows({ reservations, refreshing, asCards, showVenue, ...actions }: ReservationRowsProps) {
  const t = useMessages();
  const locale = useLocale();
  if (asCards) {
    return (
      <ul className={`reservation-cards list-unstyled mb-0 ${refreshing ? 'is-refreshing' : ''}`} aria-label={t('reservations.list.label')}>
        {reservations.map((reservation) => (
          <ReservationCard key={reservation._id} reservation={reservation} showVenue={showVenue} {...actions} />
        ))}
      </ul>
    );
  }
  return (
    <DataTable label={t('reservations.list.label')} className={`reservation-table ${refreshing ? 'is-refreshing' : ''}`}>
      <TableHead columns={columnsOf(t)} withActions />
      <tbody>
        {reservations.map((reservation) => {
          const name = guestName(reservation);
          return (
            <tr key={reservation._id} data-testid="reservation-row">
              <td className="fw-semibold">
                {name}
                {showVenue && <div className="small text-body-secondary fw-normal">{reservation.club}</div>}
                {/* Beside the sidebar on a laptop the ID (and on a narrower screen the phone) moves under the name. */}
                <div className="reservation-table__tucked reservation-table__tucked--id small font-monospace fw-normal">{reservation.uniqueId}</div>
                {reservation.phone && <div className="reservation-table__tucked reservation-table__tucked--phone small fw-normal">{reservation.phone}</div>}
                <GuestBookMark guest={reservation.guest} status={reservation.status} />
              </td>
              <td className="reservation-table__summary">
                {reservationSummary(reservation, locale)}
                {(reservation.eventTitle || reservation.name) && <div className="small text-body-secondary">{reservation.eventTitle || reservation.name}</div>}
                {reservation.couponCode && (
                  <div className="small text-success" data-testid="reservation-coupon">
                    {couponLabel(reservation, locale)}
                  </div>
                )}
              </td>
              <td className="text-nowrap reservation-table__phone">{reservation.phone}</td>
              <td className="text-nowrap">{formatNight(reservation.date)}</td>
              <td>
                <ReservationStatusBadge status={reservation.status} />
                <AttendanceNote attendance={reservation.attendance} />
              </td>
              <td className="font-monospace reservation-table__id">{reservation.uniqueId}</td>
              <td className="text-end data-table__actions reservation-table__actions">
                {/* The door's two words above, the icons below: the column stays as narrow as five icons. */}
                <DoorButtons reservation={reservation} name={name} {...actions} compact />
                <div className="reservation-table__icons">
                  <DecisionButtons reservation={reservation} name={name} {...actions} compact />
                  <RowIcons reservation={reservation} name={name} {...actions} />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

/** 'Detalji i mailovi', 'Izmeni' and (for managers and admins) 'Obriši'. */
function RowIcons({
  reservation,
  name,
  onDetail,
  onEdit,
  onDelete,
}: Pick<ReservationRowActions, 'onDetail' | 'onEdit' | 'onDelete'> & { reservation: ReservationView; name: string }) {
  const t = useMessages();
  return (
    <>
      <Button
        size="sm"
        variant="light"
        className="icon-button"
        onClick={() => onDetail(reservation)}
        aria-label={t('reservations.action.detailOf', { name })}
        title={t('reservations.action.detail')}
      >
        <MailIcon size={16} />
      </Button>
      <Button
        size="sm"
        variant="light"
        className="icon-button"
        onClick={() => onEdit(reservation)}
        aria-label={t('reservations.action.editOf', { name })}
        title={t('reservations.action.edit')}
      >
        <EditIcon size={16} />
      </Button>
      {onDelete && (
        <Button
          size="sm"
          variant="light"
          className="icon-button icon-button--danger"
          onClick={() => onDelete(reservation)}
          aria-label={t('reservations.action.deleteOf', { name })}
          title={t('reservations.action.delete')}
        >
          <TrashIcon size={16} />
        </Button>
      )}
    </>
  );
}

/** 'Potvrdi' and 'Odbij', only while the venue has not decided. */
function DecisionButtons({
  reservation,
  name,
  onConfirm,
  onReject,
  busyId,
  compact,
}: Pick<ReservationRowActions, 'onConfirm' | 'onReject' | 'busyId'> & { reservation: ReservationView; name: string; compact: boolean }) {
  const t = useMessages();
  if (reservation.status !== 'Pending') return null;
  const busy = busyId === reservation._id;
  if (compact) {
    return (
      <>
        <Button
          size="sm"
          variant="light"
          className="icon-button icon-button--confirm"
          onClick={() => onConfirm(reservation)}
          disabled={busy}
          aria-label={t('reservations.action.confirmOf', { name })}
          title={t('reservations.action.confirm')}
        >
          <CheckIcon size={16} />
        </Button>
        <Button
          size="sm"
          variant="light"
          className="icon-button icon-button--danger"
          onClick={() => onReject(reservation)}
          disabled={busy}
          aria-label={t('reservations.action.rejectOf', { name })}
          title={t('reservations.action.reject')}
        >
          <span aria-hidden="true" className="reservation-reject-mark">
            ×
          </span>
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="success" onClick={() => onConfirm(reservation)} disabled={busy} aria-label={t('reservations.action.confirmOf', { name })}>
        <CheckIcon size={16} className="me-1" />
        {t('reservations.action.confirm')}
      </Button>
      <Button variant="outline-danger" onClick={() => onReject(reservation)} disabled={busy} aria-label={t('reservations.action.rejectOf', { name })}>
        {t('reservations.action.reject')}
      </Button>
    </>
  );
}

/** Whether the door can still record it: tonight's, awaited (a past night's door record is Ulaz's, not the list's). */
const atTheDoorTonight = (reservation: ReservationView) => (reservation.status === 'Pending' || reservation.status === 'Complete') && reservation.date === tonight();

/** 'Stigli' and 'Nisu došli' on tonight's reservations still awaited. */
function DoorButtons({
  reservation,
  name,
  onArrived,
  onNoShow,
  busyId,
  compact,
}: Pick<ReservationRowActions, 'onArrived' | 'onNoShow' | 'busyId'> & { reservation: ReservationView; name: string; compact: boolean }) {
  const t = useMessages();
  if (!atTheDoorTonight(reservation)) return null;
  const busy = busyId === reservation._id;
  const buttons = (
    <>
      <Button
        size={compact ? 'sm' : undefined}
        variant={compact ? 'outline-primary' : 'primary'}
        className="reservation-door-button"
        onClick={() => onArrived(reservation)}
        disabled={busy}
        aria-label={t('reservations.action.arrivedOf', { name })}
      >
        {t('reservations.action.arrived')}
      </Button>
      <Button
        size={compact ? 'sm' : undefined}
        variant="outline-secondary"
        className="reservation-door-button"
        onClick={() => onNoShow(reservation)}
        disabled={busy}
        aria-label={t('reservations.action.noShowOf', { name })}
      >
        {t('reservations.action.noShow')}
      </Button>
    </>
  );
  return compact ? <div className="reservation-table__door">{buttons}</div> : buttons;
}

function ReservationCard({ reservation, showVenue, ...actions }: ReservationRowActions & { reservation: ReservationView; showVenue: boolean }) {
  const locale = useLocale();
  const name = guestName(reservation);
  return (
    <li className="reservation-card" data-testid="reservation-row">
      <div className="reservation-card__top">
        <div>
          <div className="reservation-card__name">{name}</div>
          <div className="reservation-card__id font-monospace">{reservation.uniqueId}</div>
          <GuestBookMark guest={reservation.guest} status={reservation.status} />
        </div>
        <div className="text-end">
          <ReservationStatusBadge status={reservation.status} />
          <AttendanceNote attendance={reservation.attendance} />
        </div>
      </div>
      <div className="reservation-card__summary">{reservationSummary(reservation, locale)}</div>
      <div className="reservation-card__meta">
        <span>{formatNight(reservation.date)}</span>
        {reservation.phone && (
          <a href={`tel:${reservation.phone.replace(/\s+/g, '')}`}>
            <PhoneIcon size={14} className="me-1" />
            {reservation.phone}
          </a>
        )}
        {(reservation.eventTitle || reservation.name) && <span>{reservation.eventTitle || reservation.name}</span>}
        {showVenue && <span>{reservation.club}</span>}
        {reservation.couponCode && (
          <span className="text-success" data-testid="reservation-coupon">
            {couponLabel(reservation, locale)}
          </span>
        )}
      </div>
      <div className="reservation-card__actions">
        <DecisionButtons reservation={reservation} name={name} {...actions} compact={false} />
        <DoorButtons reservation={reservation} name={name} {...actions} compact={false} />
        <span className="reservation-card__icons">
          <RowIcons reservation={reservation} name={name} {...actions} />
        </span>
      </div>
    </li>
  );
}
