import { reservationStatusLabel, type ReservationStatus } from '@izlazak/contracts';
import { useLocale } from '../lib/locale';

const TONES: Record<ReservationStatus, string> = {
  Pending: 'status-pill--warning',
  Complete: 'status-pill--success',
  Rejected: 'status-pill--danger',
  Cancelled: 'status-pill--muted',
  Arrived: 'status-pill--info',
  NoShow: 'status-pill--muted',
  AwaitingPayment: 'status-pill--payment',
};

/** Na čekanju (yellow), Potvrđeno (green), Odbijeno (red), Otkazano (grey), Stigli (blue), Nisu došli (grey). */
export function ReservationStatusBadge({ status }: { status: string }) {
  const tone = TONES[status as ReservationStatus] ?? TONES.Pending;
  const locale = useLocale();
  return (
    <span className={`status-pill ${tone}`} data-testid="reservation-status">
      {reservationStatusLabel(status, locale)}
    </span>
  );
}
