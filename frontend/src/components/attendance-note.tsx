import { ATTENDANCE_LABELS, type ReservationAttendance } from '@izlazak/contracts';

const TONES: Record<ReservationAttendance, string> = {
  asked: 'text-body-secondary',
  confirmed: 'text-success',
  unconfirmed: 'text-warning-emphasis',
};

/** The guest's answer to the night's reminder, under the reservation's status: 'Potvrdio dolazak', 'Nije potvrdio'. */
export function AttendanceNote({ attendance }: { attendance: ReservationAttendance | null | undefined }) {
  if (!attendance) return null;
  return (
    <div className={`small fw-semibold ${TONES[attendance]}`} data-testid="reservation-attendance">
      {ATTENDANCE_LABELS[attendance]}
    </div>
  );
}
