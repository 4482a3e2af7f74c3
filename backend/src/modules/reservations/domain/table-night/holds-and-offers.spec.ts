import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type TableNightEvent } from '.';
import { bookingFacts, placeReservation, placed, placedReservation } from './table-night.fixtures';

const spec = deciderSpecification(tableNightDecider);

describe('A table held for a waitlist offer', () => {
  const guest = { firstName: 'Vesna', lastName: 'Lukić', phone: '060 555555', email: 'vesna@gost.rs' };
  // The offer holds the table-night the fixtures book.
  const { clubId, club, tableId, tableName, night } = placedReservation();
  const hold = { offerId: 'o1', entryId: 'e1', until: '2026-10-30T20:15:00.000Z', clubId, club, tableId, tableName, night, persons: 4, guest };
  const held: TableNightEvent = { type: 'TableOfferHeld', data: hold };
  const holdTable = { type: 'HoldTableForOffer' as const, hold };
  const claim = placeReservation({ reservationId: 'r7', uniqueId: 'WAIT2345', guest, offerId: 'o1', placedAt: '2026-10-30T20:14:59.000Z' });
  const claimedReservation = placedReservation({ reservationId: 'r7', uniqueId: 'WAIT2345', ...guest, placedAt: '2026-10-30T20:14:59.000Z' });
  const claimed: TableNightEvent[] = [
    { type: 'ReservationPlaced', data: { reservation: claimedReservation, venueEmail: 'klub@test.rs' } },
    { type: 'TableOfferHoldEnded', data: { offerId: 'o1', clubId: 'klub', tableId: 't1', night: '2026-10-30', reason: 'claimed', reservationId: 'r7' } },
  ];
  const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } };
  const expire = { type: 'EndTableOfferHold' as const, offerId: 'o1', reason: 'expired' as const, clubId: 'klub', tableId: 't1', night: '2026-10-30' };
  const expired: TableNightEvent = { type: 'TableOfferHoldEnded', data: { offerId: 'o1', clubId: 'klub', tableId: 't1', night: '2026-10-30', reason: 'expired' } };

  it('holds a free table once per offer, never a taken one nor one held for another offer', () => {
    spec.given([placed(), cancelled]).when(holdTable).then([held]);
    spec.given([placed(), cancelled, held]).when(holdTable).thenNothingHappens();
    spec.given([placed()]).when(holdTable).thenRefuses(409, 'Sto je već rezervisan za tu noć');
    spec
      .given([held])
      .when({ type: 'HoldTableForOffer', hold: { ...hold, offerId: 'o2', entryId: 'e2' } })
      .thenRefuses(409, 'ponuđen gostu sa liste čekanja');
    spec.given([held, expired]).when(holdTable).thenNothingHappens();
  });

  it('lets the offered guest take it while the hold lasts, and refuses everyone else meanwhile', () => {
    spec.given([held]).when(claim).then(claimed);
    spec
      .given([held])
      .when(placeReservation({ placedAt: '2026-10-30T20:14:59.000Z' }))
      .thenRefuses(409, 'Sto je već rezervisan za tu noć');
    // The venue's own door learns why: the table waits for a guest of the waitlist.
    spec
      .given([held])
      .when(placeReservation({ actor: { userId: 's1', role: 'staff', clubId: 'klub' }, walkIn: { byName: 'Marko' } }))
      .thenRefuses(409, 'Sto 1 je ponuđen gostu sa liste čekanja do 21:15');
    spec
      .given([held, ...claimed])
      .when(claim)
      .thenNothingHappens();
    spec
      .given([held, ...claimed])
      .when(placeReservation({ reservationId: 'r2' }))
      .thenRefuses(409, 'Sto je već rezervisan za tu noć');
  });

  it('answers the offered guest 410 once the hold has run out or ended, and lets others take the table then', () => {
    spec
      .given([held])
      .when({ ...claim, placedAt: '2026-10-30T20:15:00.000Z' })
      .thenRefuses(410, 'Ponuda je istekla');
    spec.given([held, expired]).when(claim).thenRefuses(410, 'Ponuda je istekla');
    spec.given([]).when(claim).thenRefuses(410, 'Ponuda je istekla');
    spec.given([held, expired]).when(placeReservation()).then([placed()]);
    // Past its time a hold no longer stops a placement, which ends it as run out.
    spec
      .given([held])
      .when(placeReservation({ placedAt: '2026-10-30T20:15:00.000Z' }))
      .then([{ type: 'ReservationPlaced', data: { reservation: placedReservation({ placedAt: '2026-10-30T20:15:00.000Z' }), venueEmail: 'klub@test.rs' } }, expired]);
  });

  it('ends a hold when its offer runs out or is withdrawn, and not after the guest claimed it', () => {
    spec.given([held]).when(expire).then([expired]);
    spec
      .given([held, ...claimed])
      .when(expire)
      .thenNothingHappens();
    spec.given([held, expired]).when(expire).thenNothingHappens();
    spec
      .given([held])
      .when({ ...expire, reason: 'withdrawn' })
      .then([{ type: 'TableOfferHoldEnded', data: { offerId: 'o1', clubId: 'klub', tableId: 't1', night: '2026-10-30', reason: 'withdrawn' } }]);
  });

  it('keeps a move and a guest released at the cutoff off a held table', () => {
    const arriving = placedReservation({ reservationId: 'r5', tableId: 't1', version: 3 });
    spec
      .given([held])
      .when({ type: 'MoveReservationIn', arriving, from: { tableId: 't0', night: '2026-10-30' }, facts: bookingFacts() })
      .thenRefuses(409, 'Sto je već rezervisan');
    const staff = { userId: 's1', role: 'staff' as const, clubId: 'klub' };
    const noShow: TableNightEvent = { type: 'ReservationNoShow', data: { reservation: placedReservation({ status: 'NoShow', version: 2 }), released: true } };
    const arrival = { type: 'RecordArrival' as const, actor: staff, reservationId: 'r1', persons: 2, byName: 'Marko', at: '2026-10-30T22:41:00.000Z', tonight: '2026-10-30' };
    spec.given([placed(), noShow, held]).when(arrival).thenRefuses(409, 'Sto je već rezervisan');
  });
});
