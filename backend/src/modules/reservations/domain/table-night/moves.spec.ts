import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type TableNightEvent } from '.';
import { bookingFacts, manager, placeReservation, placed, placedReservation } from './table-night.fixtures';

const spec = deciderSpecification(tableNightDecider);

describe('A table for one night, as a reservation moves', () => {
  it('keeps a leaving reservation on its table until it has arrived, then lets it go once', () => {
    const to = { tableId: 't2', night: '2026-10-30' };
    const start = { type: 'StartMove' as const, actor: manager, reservationId: 'r1', to, changes: { tableName: 'Sto 2' }, tonight: '2026-10-30' };
    const started: TableNightEvent = {
      type: 'ReservationMoveStarted',
      data: { reservation: placedReservation({ version: 2 }), to, arriving: placedReservation({ version: 3, tableId: 't2', tableName: 'Sto 2' }) },
    };
    spec.given([placed()]).when(start).then([started]);
    spec
      .given([placed(), started])
      .when(placeReservation({ reservationId: 'r2' }))
      .thenRefuses(409, 'Sto je već rezervisan za tu noć');
    spec.given([placed(), started]).when({ type: 'DeleteReservation', actor: manager, reservationId: 'r1' }).thenRefuses(409, 'premešta');
    const movedOut: TableNightEvent = { type: 'ReservationMovedOut', data: { reservationId: 'r1', clubId: 'klub', to } };
    spec.given([placed(), started]).when({ type: 'FinishMove', reservationId: 'r1', to }).then([movedOut]);
    spec.given([placed(), started, movedOut]).when({ type: 'FinishMove', reservationId: 'r1', to }).thenNothingHappens();
    spec
      .given([placed(), started, movedOut])
      .when(placeReservation({ reservationId: 'r2', uniqueId: 'NEW23456' }))
      .then([{ type: 'ReservationPlaced', data: { reservation: placedReservation({ reservationId: 'r2', uniqueId: 'NEW23456' }), venueEmail: 'klub@test.rs' } }]);
    spec
      .given([placed(), started])
      .when({ type: 'AbandonMove', reservationId: 'r1', to })
      .then([{ type: 'ReservationMoveAbandoned', data: { reservation: placedReservation({ version: 3 }) } }]);
  });

  it('takes an arrival only on a free table, once', () => {
    const arriving = placedReservation({ tableId: 't1', version: 3 });
    const moveIn = { type: 'MoveReservationIn' as const, arriving, from: { tableId: 't0', night: '2026-10-30' }, facts: bookingFacts() };
    spec
      .given([])
      .when(moveIn)
      .then([{ type: 'ReservationMovedIn', data: { reservation: arriving, from: moveIn.from } }]);
    spec
      .given([placed({ reservationId: 'r9' })])
      .when(moveIn)
      .thenRefuses(409, 'Sto je već rezervisan za tu noć');
    spec
      .given([{ type: 'ReservationMovedIn', data: { reservation: arriving, from: moveIn.from } }])
      .when(moveIn)
      .thenNothingHappens();
  });
});
