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
import '../door-code.css';

/** yyyy-MM-dd → dd.MM.yyyy */

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
  return (
    <>
      <PageHeader eyebrow="Rezervacija" title="Kod za ulaz" />
      <div className="container py-5">
        {!token || (reservation.isError && !reservation.data) ? (
          <Alert variant="warning" className="door-code">
            Kod nije prepoznat. Otvorite ga ponovo iz maila koji ste dobili.
          </Alert>
        ) : (
          <QueryState query={reservation} unavailable="Rezervacija trenutno nije dostupna.">
            {(current) => <DoorCode reservation={current} token={token} user={user} />}
          </QueryState>
        )}
      </div>
    </>
  );
}

function DoorCode({ reservation, token, user }: { reservation: GuestDoorCodeView; token: string; user: UserView | null }) {
  const runsVenue = user?.role === 'admin' || ((user?.role === 'manager' || user?.role === 'staff') && user.clubId === reservation.clubId);
  return (
    <section className="door-code" aria-label="Rezervacija" data-testid="door-code">
      {reservation.depositDue ? (
        <PaymentSlip slip={slipOfDeposit(reservation.depositDue, paymentQrImage(reservation._id, token))} uniqueId={reservation.uniqueId} />
      ) : atTheDoor(reservation.status) ? (
        <>
          <img className="door-code__qr" src={doorQrImage(token)} alt={`QR kod za ulaz, rezervacija ${reservation.uniqueId}`} width={246} height={246} />
          <p className="door-code__hint">Pokažite ovaj kod na ulazu.</p>
        </>
      ) : (
        <Alert variant="secondary">
          {reservation.status === 'Arrived' && reservation.arrivedAt
            ? `Već ste ušli (${reservation.arrivedPersons ?? reservation.persons} os.).`
            : 'Ova rezervacija više ne važi za ulaz.'}
        </Alert>
      )}
      <dl className="door-code__facts">
        <Fact term="Status">
          <ReservationStatusBadge status={reservation.status} />
        </Fact>
        <Fact term="Objekat">{reservation.club}</Fact>
        <Fact term="Noć" data-testid="door-code-night">
          {formatNight(reservation.date)}
        </Fact>
        {reservation.eventTitle && <Fact term="Događaj">{reservation.eventTitle}</Fact>}
        <Fact term="Sto">{reservation.tableName}</Fact>
        <Fact term="Broj osoba">{reservation.persons}</Fact>
        <Fact term="Broj rezervacije" className="font-monospace fw-bold">
          {reservation.uniqueId}
        </Fact>
      </dl>
      <BookingTerms terms={reservation.terms} />
      {runsVenue && (
        <p className="mt-4 mb-0">
          <Link className="btn btn-primary" to={`/dashboard/door?code=${encodeURIComponent(token)}`}>
            Otvori na ulazu
          </Link>
        </p>
      )}
    </section>
  );
}
