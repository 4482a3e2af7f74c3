import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router-dom';
import { type GuestDoorCodeView, type ReservationStatus, type UserView, formatNight } from '@izlazak/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useSession } from '../../../api/session-api';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { BookingTerms } from '../../../components/booking-terms';
import { PaymentSlip, slipOfDeposit } from '../../../components/payment-slip';
import { doorQrImage, paymentQrImage, useGetReservationByDoorCodeQuery } from '../api';
import { Fact } from '../../../components/fact';
import { useMessages } from '../../../lib/locale';
import '../door-code.css';

/** Still lets the guest in: the code is worth showing at the door. */
const atTheDoor = (status: ReservationStatus) => status === 'Pending' || status === 'Complete';

/**
 * /r/<token>: what the QR code from the mail opens. The guest sees their reservation and the code to
 * show at the door; the venue's manager or staff (and admins) also get 'Otvori na ulazu'.
 */
export function DoorCodePage() {
  const token = useParams().token ?? '';
  const reservation = useGetReservationByDoorCodeQuery(token, { skip: !token });
  // Who is signed in (asked of the server when a token is stored): the venue's people get 'Otvori na ulazu'.
  const { user } = useSession();
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t('door.code.eyebrow')} title={t('door.code.title')} />
      <div className="container py-5">
        {!token || (reservation.isError && !reservation.data) ? (
          <Alert variant="warning" className="door-code">
            {t('door.code.unknown')}
          </Alert>
        ) : (
          <QueryState query={reservation} unavailable={t('reservations.detail.unavailable')}>
            {(current) => <DoorCode reservation={current} token={token} user={user} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function DoorCode({ reservation, token, user }: { reservation: GuestDoorCodeView; token: string; user: UserView | null }) {
  const runsVenue = user?.role === 'admin' || ((user?.role === 'manager' || user?.role === 'staff') && user.clubId === reservation.clubId);
  const t = useMessages();
  return (
    <section className="door-code" aria-label={t('door.code.eyebrow')} data-testid="door-code">
      {reservation.depositDue ? (
        <PaymentSlip slip={slipOfDeposit(reservation.depositDue, paymentQrImage(reservation._id, token))} uniqueId={reservation.uniqueId} />
      ) : atTheDoor(reservation.status) ? (
        <>
          <img className="door-code__qr" src={doorQrImage(token)} alt={t('door.code.qrAlt', { number: reservation.uniqueId })} width={246} height={246} />
          <p className="door-code__hint">{t('door.code.hint')}</p>
        </>
      ) : (
        <Alert variant="secondary">
          {reservation.status === 'Arrived' && reservation.arrivedAt
            ? t('door.code.alreadyIn', { persons: reservation.arrivedPersons ?? reservation.persons })
            : t('door.code.notValid')}
        </Alert>
      )}
      <dl className="door-code__facts">
        <Fact term={t('reservations.fact.status')}>
          <ReservationStatusBadge status={reservation.status} />
        </Fact>
        <Fact term={t('reservations.fact.venue')}>{reservation.club}</Fact>
        <Fact term={t('door.code.night')} data-testid="door-code-night">
          {formatNight(reservation.date)}
        </Fact>
        {reservation.eventTitle && <Fact term={t('reservations.fact.event')}>{reservation.eventTitle}</Fact>}
        <Fact term={t('door.guest.table')}>{reservation.tableName}</Fact>
        <Fact term={t('reservations.arrival.persons')}>{reservation.persons}</Fact>
        <Fact term={t('reservations.fact.number')} className="font-monospace fw-bold">
          {reservation.uniqueId}
        </Fact>
      </dl>
      <BookingTerms terms={reservation.terms} />
      {runsVenue && (
        <p className="mt-4 mb-0">
          <Link className="btn btn-primary" to={`/dashboard/door?code=${encodeURIComponent(token)}`}>
            {t('door.code.openAtDoor')}
          </Link>
        </p>
      )}
    </section>
  );
}
