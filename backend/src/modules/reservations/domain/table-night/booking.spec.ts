import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, withCouponApplied, type Reservation, type TableNightEvent } from '.';
import { bookingFacts, guestUser, manager, placeReservation, placed, placedReservation, staffOfAnother } from './table-night.fixtures';

const spec = deciderSpecification(tableNightDecider);

describe('A table for one night', () => {
  it('takes the first reservation as pending, for the signed-in guest', () => {
    spec.given([]).when(placeReservation()).then([placed()]);
  });

  it('refuses a second active reservation, and takes one once the first is rejected or cancelled', () => {
    spec
      .given([placed()])
      .when(placeReservation({ reservationId: 'r2' }))
      .thenRefuses(409, 'Sto je već rezervisan za tu noć');
    const rejected: TableNightEvent = { type: 'ReservationRejected', data: { reservation: placedReservation({ status: 'Rejected', version: 2 }) } };
    spec
      .given([placed(), rejected])
      .when(placeReservation({ reservationId: 'r2', uniqueId: 'XYZW2345' }))
      .then([{ type: 'ReservationPlaced', data: { reservation: placedReservation({ reservationId: 'r2', uniqueId: 'XYZW2345' }), venueEmail: 'klub@test.rs' } }]);
  });

  it("names who holds the table to the venue's own people only, with the deposit's deadline while it is due", () => {
    const deposit = { amount: 10000, dueAt: '2026-10-30T21:00:00.000Z', state: 'due' } as NonNullable<Reservation['deposit']>;
    const owing = placed({ status: 'AwaitingPayment', deposit });
    const staffWalkIn = placeReservation({ reservationId: 'r2', actor: { userId: 's1', role: 'staff', clubId: 'klub' }, walkIn: { byName: 'Marko' } });
    spec.given([owing]).when(staffWalkIn).thenRefuses(409, 'Sto 1 drži Ana Ilić, čeka uplatu do 22:00');
    spec.given([placed()]).when(staffWalkIn).thenRefuses(409, 'Sto 1 drži Ana Ilić (Na čekanju)');
    spec
      .given([owing])
      .when(placeReservation({ reservationId: 'r2' }))
      .thenRefuses(409, 'Sto je već rezervisan za tu noć');
  });

  it('refuses a night that is over, a closed night, too many people, and a table or event of another venue', () => {
    spec
      .given([])
      .when(placeReservation({ night: '2026-10-29' }))
      .thenRefuses(400, 'Ta noć je već prošla');
    spec
      .given([])
      .when(placeReservation({ facts: bookingFacts({ venue: { ...bookingFacts().venue, openOnNight: false } }) }))
      .thenRefuses(400, 'Objekat ne radi te noći');
    spec
      .given([])
      .when(placeReservation({ persons: 7 }))
      .thenRefuses(400, 'Za ovaj sto najviše 6 osoba');
    spec
      .given([])
      .when(placeReservation({ facts: bookingFacts({ table: { ...bookingFacts().table, clubId: 'drugi' } }) }))
      .thenRefuses(400, 'Sto ne pripada ovom objektu');
    spec
      .given([])
      .when(placeReservation({ facts: bookingFacts({ event: { exists: true, clubId: 'drugi', night: '2026-10-30', title: 'X' } }) }))
      .thenRefuses(400, 'Događaj ne pripada');
    spec
      .given([])
      .when(placeReservation({ facts: bookingFacts({ venue: { ...bookingFacts().venue, approved: false } }) }))
      .thenRefuses(404, 'Objekat nije pronađen');
  });

  it('lets the venue confirm, then reject; never back to pending or out of a final status', () => {
    const confirm = { type: 'SetReservationStatus' as const, actor: manager, reservationId: 'r1', status: 'Complete' as const, byGuestLink: false };
    spec
      .given([placed()])
      .when(confirm)
      .then([{ type: 'ReservationConfirmed', data: { reservation: placedReservation({ status: 'Complete', version: 2 }) } }]);
    spec
      .given([placed()])
      .when({ ...confirm, actor: staffOfAnother })
      .thenRefuses(403);
    const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } };
    spec.given([placed(), cancelled]).when(confirm).thenRefuses(409, 'Ova promena statusa nije moguća');
    spec
      .given([placed()])
      .when({ ...confirm, status: 'Pending' })
      .thenNothingHappens();
  });

  it('lets the guest cancel their own, by account or by the signed link, but not confirm it', () => {
    const cancel = { type: 'SetReservationStatus' as const, actor: guestUser, reservationId: 'r1', status: 'Cancelled' as const, byGuestLink: false };
    spec
      .given([placed()])
      .when(cancel)
      .then([{ type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } }]);
    spec
      .given([placed()])
      .when({ ...cancel, actor: 'anonymous', byGuestLink: true })
      .then([{ type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } }]);
    spec
      .given([placed()])
      .when({ ...cancel, status: 'Complete' })
      .thenRefuses(409);
    spec
      .given([placed()])
      .when({ ...cancel, actor: 'anonymous' })
      .thenRefuses(403);
  });

  it('refuses an edit made from an older version', () => {
    spec
      .given([placed()])
      .when({ type: 'ChangeReservation', actor: manager, reservationId: 'r1', expectedVersion: 0, changes: { persons: 2 }, maxPersons: 6, tonight: '2026-10-30' })
      .thenRefuses(409, 'Podaci su u međuvremenu izmenjeni, osvežite stranicu');
  });

  it('places with a coupon the same whether it is decided with it or applied to the decision taken before its use', () => {
    const coupon = { couponId: 'c1', code: 'LETO10', discountPercent: 10 };
    const event = { exists: true, clubId: 'klub', night: '2026-10-30', title: 'Žurka', ticketPrice: '1500' };
    const terms = {
      minimumSpend: 20000,
      package: 'Flaša',
      deposit: 0,
      freeCancelHours: 48,
      lateCancel: 'keep' as const,
      noShow: 'keep' as const,
      scope: { zone: null, tableId: null, night: null, eventId: null },
    };
    const placement = placeReservation({ eventId: 'e1', facts: bookingFacts({ event }), terms });
    const decidedWith = tableNightDecider.decide({ ...placement, coupon }, tableNightDecider.initialState());
    const appliedAfter = withCouponApplied(tableNightDecider.decide(placement, tableNightDecider.initialState()), coupon, event);
    expect(JSON.stringify(appliedAfter)).toBe(JSON.stringify(decidedWith));
    expect(decidedWith).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ reservation: expect.objectContaining({ couponCode: 'LETO10', discountPercent: 10, ticketPrice: '1500', terms }) }),
      }),
    ]);
  });
});
