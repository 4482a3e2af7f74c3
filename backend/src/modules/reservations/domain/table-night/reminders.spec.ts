import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type Reservation, type TableNightEvent } from '.';
import { manager, placed, placedReservation } from './table-night.fixtures';

const spec = deciderSpecification(tableNightDecider);

describe("The night's reminder", () => {
  const confirmed: TableNightEvent = { type: 'ReservationConfirmed', data: { reservation: placedReservation({ status: 'Complete', version: 2 }) } };
  const remind = {
    type: 'SendReservationReminder' as const,
    reservationId: 'r1',
    night: '2026-10-30',
    remindAt: '2026-10-30T13:00:00.000Z',
    cutoffAt: '2026-10-30T21:00:00.000Z',
    at: '2026-10-30T13:00:05.000Z',
  };
  const early = (overrides: Partial<Reservation> = {}) => ({ placedAt: '2026-10-29T10:00:00.000Z', ...overrides });
  const reminder = { night: '2026-10-30', sentAt: remind.at, cutoffAt: remind.cutoffAt };
  const sent: TableNightEvent = { type: 'ReservationReminderSent', data: { reservation: placedReservation(early({ status: 'Complete', version: 3, reminder })) } };
  const confirmedEarly: TableNightEvent = { type: 'ReservationConfirmed', data: { reservation: placedReservation(early({ status: 'Complete', version: 2 })) } };
  const attend = { type: 'ConfirmAttendance' as const, reservationId: 'r1', tonight: '2026-10-30' };
  const close = { type: 'CloseReminder' as const, reservationId: 'r1', night: '2026-10-30' };

  it('is sent once, for a reservation confirmed for that night and placed before the hour, while the night has not started', () => {
    spec
      .given([placed(early()), confirmedEarly])
      .when(remind)
      .then([sent]);
    spec
      .given([placed(early()), confirmedEarly, sent])
      .when(remind)
      .thenNothingHappens();
    // Placed after the hour (20:00 UTC), still pending, for another night, or run after the night's start.
    spec.given([placed(), confirmed]).when(remind).thenNothingHappens();
    spec
      .given([placed(early())])
      .when(remind)
      .thenNothingHappens();
    spec
      .given([placed(early()), confirmedEarly])
      .when({ ...remind, night: '2026-10-31' })
      .thenNothingHappens();
    spec
      .given([placed(early()), confirmedEarly])
      .when({ ...remind, at: '2026-10-30T21:00:00.000Z' })
      .thenNothingHappens();
    const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation(early({ status: 'Cancelled', version: 3 })), byGuest: true } };
    spec
      .given([placed(early()), confirmedEarly, cancelled])
      .when(remind)
      .thenNothingHappens();
  });

  it("records 'Dolazim' once, and refuses it for a reservation no longer confirmed", () => {
    const attended: TableNightEvent = {
      type: 'ReservationAttendanceConfirmed',
      data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'confirmed' })) },
    };
    spec
      .given([placed(early()), confirmedEarly, sent])
      .when(attend)
      .then([attended]);
    spec
      .given([placed(early()), confirmedEarly, sent, attended])
      .when(attend)
      .thenNothingHappens();
    spec
      .given([placed(early()), confirmedEarly, sent])
      .when({ ...attend, expectedVersion: 2 })
      .thenRefuses(409, 'izmenjeni');
    const cancelled: TableNightEvent = {
      type: 'ReservationCancelled',
      data: { reservation: placedReservation(early({ status: 'Cancelled', version: 4, reminder })), byGuest: true },
    };
    spec
      .given([placed(early()), confirmedEarly, sent, cancelled])
      .when(attend)
      .thenRefuses(409, 'ne može potvrditi');
  });

  it("marks no answer by the night's start as 'Nije potvrdio', and nothing once answered", () => {
    spec
      .given([placed(early()), confirmedEarly, sent])
      .when(close)
      .then([
        { type: 'ReservationAttendanceUnconfirmed', data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'unconfirmed' })) } },
      ]);
    const attended: TableNightEvent = {
      type: 'ReservationAttendanceConfirmed',
      data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'confirmed' })) },
    };
    spec
      .given([placed(early()), confirmedEarly, sent, attended])
      .when(close)
      .thenNothingHappens();
    spec
      .given([placed(early()), confirmedEarly])
      .when(close)
      .thenNothingHappens();
  });

  it('leaves the reminder and its answer behind when the reservation moves to another night', () => {
    const attended: TableNightEvent = {
      type: 'ReservationAttendanceConfirmed',
      data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'confirmed' })) },
    };
    const move = { type: 'StartMove' as const, actor: manager, reservationId: 'r1', to: { tableId: 't2', night: '2026-10-31' }, changes: { tableName: 'Sto 2' } };
    const leaving = placedReservation(early({ status: 'Complete', version: 5, reminder, attendance: 'confirmed' }));
    const { reminder: _reminder, attendance: _attendance, ...rest } = leaving;
    spec
      .given([placed(early()), confirmedEarly, sent, attended])
      .when(move)
      .then([
        { type: 'ReservationMoveStarted', data: { reservation: leaving, to: move.to, arriving: { ...rest, version: 6, tableId: 't2', tableName: 'Sto 2', night: '2026-10-31' } } },
      ]);
  });
});
