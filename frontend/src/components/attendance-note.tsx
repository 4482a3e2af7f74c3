import { attendanceLabel, type ReservationAttendance } from '@izlazak/contracts';
import { useLocale } from '../lib/locale';

const TONES: Record<ReservationAttendance, string> = {
  asked: 'text-body-secondary',
  confirmed: 'text-success',
  unconfirmed: 'text-warning-emphasis',
};

/** The guest's answer to the night's reminder, under the reservation's status: 'Potvrdio dolazak', 'Nije potvrdio'. */
export function AttendanceNote({ attendance }: { attendance: ReservationAttendance | null | undefined }) {
  const locale = useLocale();
  if (!attendance) return null;
  return (
    <div className={`small fw-semibold ${TONES[attendance]}`} data-testid="reservation-attendance">
      {attendanceLabel(attendance, locale)}
    </div>
  );
}
