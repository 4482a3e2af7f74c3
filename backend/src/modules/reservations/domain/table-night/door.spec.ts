import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type TableNightEvent } from '.';
import { guestUser, manager, placeReservation, placed, placedReservation, staffOfAnother } from './table-night.fixtures';

const spec = deciderSpecification(tableNightDecider);

describe('A table for one night', () => {
  describe('at the door', () => {
    const staff = { userId: 's1', role: 'staff' as const, clubId: 'klub' };
    const confirmed: TableNightEvent = { type: 'ReservationConfirmed', data: { reservation: placedReservation({ status: 'Complete', version: 2 }) } };
    const arrival = {
      type: 'RecordArrival' as const,
      actor: staff,
      reservationId: 'r1',
      persons: 3,
      commandId: 'door-cmd-1',
      byName: 'Marko',
      at: '2026-10-30T22:41:00.000Z',
      tonight: '2026-10-30',
    };
    const arrivedReservation = placedReservation({
      status: 'Arrived',
      version: 3,
      arrival: { persons: 3, at: '2026-10-30T22:41:00.000Z', byUserId: 's1', byName: 'Marko', commandId: 'door-cmd-1' },
    });
    const arrived: TableNightEvent = { type: 'ReservationArrived', data: { reservation: arrivedReservation } };
    const noShow = { type: 'RecordNoShow' as const, actor: staff, reservationId: 'r1', released: false, tonight: '2026-10-30' };

    it('records who came, when and who let them in; the same device command again changes nothing, another is refused naming when and who', () => {
      spec.given([placed(), confirmed]).when(arrival).then([arrived]);
      spec.given([placed(), confirmed, arrived]).when(arrival).thenNothingHappens();
      spec
        .given([placed(), confirmed, arrived])
        .when({ ...arrival, commandId: 'door-cmd-2' })
        .thenRefuses(409, 'Ana Ilić, Sto 1: ušli u 23:41 (upisao: Marko)');
      spec
        .given([placed(), confirmed])
        .when({ ...arrival, actor: staffOfAnother })
        .thenRefuses(403);
      spec
        .given([placed(), confirmed])
        .when({ ...arrival, men: 2, women: 2 })
        .thenRefuses(400, 'Muškaraca i žena');
    });

    it('refuses an arrival for a later night, or for a cancelled reservation; an arrived table stays taken', () => {
      spec
        .given([placed({ night: '2026-10-31' })])
        .when(arrival)
        .thenRefuses(409, 'nije za večeras, već za 31.10.2026');
      const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } };
      spec.given([placed(), cancelled]).when(arrival).thenRefuses(409, 'nije aktivna');
      spec
        .given([placed(), confirmed, arrived])
        .when(placeReservation({ reservationId: 'r2', uniqueId: 'NEW23456' }))
        .thenRefuses(409, 'Sto je već rezervisan');
    });

    it('frees the table when the guests never came; the release at the cutoff changes nothing once they arrived', () => {
      const noShowEvent: TableNightEvent = { type: 'ReservationNoShow', data: { reservation: placedReservation({ status: 'NoShow', version: 3 }), released: false } };
      spec.given([placed(), confirmed]).when(noShow).then([noShowEvent]);
      spec
        .given([placed(), confirmed, noShowEvent])
        .when(placeReservation({ reservationId: 'r2', uniqueId: 'NEW23456' }))
        .then([{ type: 'ReservationPlaced', data: { reservation: placedReservation({ reservationId: 'r2', uniqueId: 'NEW23456' }), venueEmail: 'klub@test.rs' } }]);
      spec
        .given([placed(), confirmed, arrived])
        .when({ ...noShow, released: true })
        .thenNothingHappens();
      spec.given([placed(), confirmed, arrived]).when(noShow).thenRefuses(409, 'Ana Ilić, Sto 1: ušli u 23:41 (upisao: Marko)');
      spec
        .given([placed(), confirmed])
        .when({ ...noShow, released: true })
        .then([{ type: 'ReservationNoShow', data: { reservation: placedReservation({ status: 'NoShow', version: 3 }), released: true } }]);
      spec
        .given([placed({ night: '2026-10-31' })])
        .when(noShow)
        .thenRefuses(409, 'još nije počela');
    });

    it('seats a walk-in on a free table tonight, arrived at once, by the venue only', () => {
      const walkIn = placeReservation({ actor: staff, walkIn: { byName: 'Marko' } });
      spec
        .given([])
        .when(walkIn)
        .then([
          {
            type: 'ReservationWalkedIn',
            data: {
              reservation: placedReservation({
                status: 'Arrived',
                walkIn: true,
                userId: null,
                arrival: { persons: 4, at: '2026-10-30T20:00:00.000Z', byUserId: 's1', byName: 'Marko' },
              }),
            },
          },
        ]);
      spec
        .given([])
        .when({ ...walkIn, actor: guestUser })
        .thenRefuses(403);
      spec
        .given([])
        .when({ ...walkIn, night: '2026-10-31' })
        .thenRefuses(400, 'nije za večeras');
      spec
        .given([placed()])
        .when({ ...walkIn, reservationId: 'r2' })
        .thenRefuses(409, 'Sto 1 drži Ana Ilić (Na čekanju)');
    });

    it("keeps a night that is over to the door's record", () => {
      const yesterday = { tonight: '2026-10-31' };
      spec
        .given([placed()])
        .when({ type: 'ChangeReservation', actor: manager, reservationId: 'r1', changes: { persons: 2 }, maxPersons: 6, ...yesterday })
        .thenRefuses(409, 'Ta noć je prošla');
      spec
        .given([placed()])
        .when({ type: 'SetReservationStatus', actor: manager, reservationId: 'r1', status: 'Complete', byGuestLink: false, ...yesterday })
        .thenRefuses(409, 'Ta noć je prošla');
      spec
        .given([placed(), confirmed])
        .when({ ...arrival, ...yesterday })
        .then([arrived]);
    });
  });
});
