import type { ReservationStatus } from '@izlazak/contracts';
import { statusLabel } from './reservation-format';

const TONES: Record<ReservationStatus, string> = {
  Pending: 'reservation-status--pending',
  Complete: 'reservation-status--complete',
  Rejected: 'reservation-status--rejected',
  Cancelled: 'reservation-status--cancelled',
};

/** Na čekanju (yellow), Potvrđeno (green), Odbijeno (red), Otkazano (grey). */
export function ReservationStatusBadge({ status }: { status: string }) {
  const tone = TONES[status as ReservationStatus] ?? TONES.Pending;
  return (
    <span className={`reservation-status ${tone}`} data-testid="reservation-status">
      {statusLabel(status)}
    </span>
  );
}
