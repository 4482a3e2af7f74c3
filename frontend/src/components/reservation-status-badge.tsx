import type { ReservationStatus } from '@izlazak/contracts';
import { useMessages } from '../lib/locale';
import { STATUS_MESSAGES } from './reservation-status-text';

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
  const t = useMessages();
  const known = STATUS_MESSAGES[status as ReservationStatus];
  const tone = TONES[status as ReservationStatus] ?? TONES.Pending;
  return (
    <span className={`status-pill ${tone}`} data-testid="reservation-status">
      {known ? t(known) : status}
    </span>
  );
}
