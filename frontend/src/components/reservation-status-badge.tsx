import { DEFAULT_LOCALE, t, type Locale, type MessageId, type ReservationStatus } from '@izlazak/contracts';
import { useMessages } from '../lib/locale';

const TONES: Record<ReservationStatus, string> = {
  Pending: 'status-pill--warning',
  Complete: 'status-pill--success',
  Rejected: 'status-pill--danger',
  Cancelled: 'status-pill--muted',
  Arrived: 'status-pill--info',
  NoShow: 'status-pill--muted',
  AwaitingPayment: 'status-pill--payment',
};

/** Each status's words: 'Potvrđeno' for Complete, 'Stigli' for Arrived… */
export const STATUS_MESSAGES: Record<ReservationStatus, MessageId> = {
  Pending: 'status.pending',
  Complete: 'status.complete',
  Rejected: 'status.rejected',
  Cancelled: 'status.cancelled',
  Arrived: 'status.arrived',
  NoShow: 'status.noShow',
  AwaitingPayment: 'status.awaitingPayment',
};

/** A status in `locale`; one the app does not know reads as 'Na čekanju' (spec, section 4). */
export const statusText = (status: string, locale: Locale = DEFAULT_LOCALE): string =>
  t(STATUS_MESSAGES[status as ReservationStatus] ?? STATUS_MESSAGES.Pending, undefined, locale);

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
