import { deciderSpecification } from '#platform/testing/decider-specification';
import { tableNightDecider, type Reservation, type TableNightEvent } from './table-night.decider';
import { bookingFacts, placeReservation, placedReservation } from './table-night.fixtures';

const manager = { userId: 'm1', role: 'manager' as const, clubId: 'klub' };
const staffOfAnother = { userId: 's2', role: 'staff' as const, clubId: 'drugi' };
const guestUser = { userId: 'u1', role: 'user' as const, clubId: null };

const placed = (overrides: Partial<Reservation> = {}): TableNightEvent => ({
  type: 'ReservationPlaced',
  data: { reservation: placedReservation(overrides), venueEmail: 'klub@test.rs' },
});

const spec = deciderSpecification(tableNightDecider);

describe('A table for one night', () => {
  it('takes the first reservation as pending, for the signed-in guest', () => {
    spec.given([]).when(placeReservation()).then([placed()]);
  });

  it('refuses a second active reservation, and takes one once the first is rejected or cancelled', () => {
    spec.given([placed()]).when(placeReservation({ reservationId: 'r2' })).thenRefuses(409, 'Sto je već rezervisan za tu noć');
    const rejected: TableNightEvent = { type: 'ReservationRejected', data: { reservation: placedReservation({ status: 'Rejected', version: 2 }) } };
    spec.given([placed(), rejected]).when(placeReservation({ reservationId: 'r2', uniqueId: 'XYZW2345' })).then([
      { type: 'ReservationPlaced', data: { reservation: placedReservation({ reservationId: 'r2', uniqueId: 'XYZW2345' }), venueEmail: 'klub@test.rs' } },
    ]);
  });

  it("names who holds the table to the venue's own people only, with the deposit's deadline while it is due", () => {
    const deposit = { amount: 10000, dueAt: '2026-10-30T21:00:00.000Z', state: 'due' } as NonNullable<Reservation['deposit']>;
    const owing = placed({ status: 'AwaitingPayment', deposit });
    const staffWalkIn = placeReservation({ reservationId: 'r2', actor: { userId: 's1', role: 'staff', clubId: 'klub' }, walkIn: { byName: 'Marko' } });
    spec.given([owing]).when(staffWalkIn).thenRefuses(409, 'Sto 1 drži Ana Ilić, čeka uplatu do 22:00');
    spec.given([placed()]).when(staffWalkIn).thenRefuses(409, 'Sto 1 drži Ana Ilić (Na čekanju)');
    spec.given([owing]).when(placeReservation({ reservationId: 'r2' })).thenRefuses(409, 'Sto je već rezervisan za tu noć');
  });

  it('refuses a night that is over, a closed night, too many people, and a table or event of another venue', () => {
    spec.given([]).when(placeReservation({ night: '2026-10-29' })).thenRefuses(400, 'Ta noć je već prošla');
    spec.given([]).when(placeReservation({ facts: bookingFacts({ venue: { ...bookingFacts().venue, openOnNight: false } }) })).thenRefuses(400, 'Objekat ne radi te noći');
    spec.given([]).when(placeReservation({ persons: 7 })).thenRefuses(400, 'Za ovaj sto najviše 6 osoba');
    spec.given([]).when(placeReservation({ facts: bookingFacts({ table: { ...bookingFacts().table, clubId: 'drugi' } }) })).thenRefuses(400, 'Sto ne pripada ovom objektu');
    spec.given([]).when(placeReservation({ facts: bookingFacts({ event: { exists: true, clubId: 'drugi', night: '2026-10-30', title: 'X' } }) })).thenRefuses(400, 'Događaj ne pripada');
    spec.given([]).when(placeReservation({ facts: bookingFacts({ venue: { ...bookingFacts().venue, approved: false } }) })).thenRefuses(404, 'Objekat nije pronađen');
  });

  it('lets the venue confirm, then reject; never back to pending or out of a final status', () => {
    const confirm = { type: 'SetReservationStatus' as const, actor: manager, reservationId: 'r1', status: 'Complete' as const, byGuestLink: false };
    spec.given([placed()]).when(confirm).then([{ type: 'ReservationConfirmed', data: { reservation: placedReservation({ status: 'Complete', version: 2 }) } }]);
    spec.given([placed()]).when({ ...confirm, actor: staffOfAnother }).thenRefuses(403);
    const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } };
    spec.given([placed(), cancelled]).when(confirm).thenRefuses(409, 'Ova promena statusa nije moguća');
    spec.given([placed()]).when({ ...confirm, status: 'Pending' }).thenNothingHappens();
  });

  it('lets the guest cancel their own, by account or by the signed link, but not confirm it', () => {
    const cancel = { type: 'SetReservationStatus' as const, actor: guestUser, reservationId: 'r1', status: 'Cancelled' as const, byGuestLink: false };
    spec.given([placed()]).when(cancel).then([{ type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } }]);
    spec.given([placed()]).when({ ...cancel, actor: 'anonymous', byGuestLink: true }).then([
      { type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } },
    ]);
    spec.given([placed()]).when({ ...cancel, status: 'Complete' }).thenRefuses(409);
    spec.given([placed()]).when({ ...cancel, actor: 'anonymous' }).thenRefuses(403);
  });

  it('refuses an edit made from an older version', () => {
    spec
      .given([placed()])
      .when({ type: 'ChangeReservation', actor: manager, reservationId: 'r1', expectedVersion: 0, changes: { persons: 2 }, maxPersons: 6, tonight: '2026-10-30' })
      .thenRefuses(409, 'Podaci su u međuvremenu izmenjeni, osvežite stranicu');
  });

  it('keeps a leaving reservation on its table until it has arrived, then lets it go once', () => {
    const to = { tableId: 't2', night: '2026-10-30' };
    const start = { type: 'StartMove' as const, actor: manager, reservationId: 'r1', to, changes: { tableName: 'Sto 2' }, tonight: '2026-10-30' };
    const started: TableNightEvent = {
      type: 'ReservationMoveStarted',
      data: { reservation: placedReservation({ version: 2 }), to, arriving: placedReservation({ version: 3, tableId: 't2', tableName: 'Sto 2' }) },
    };
    spec.given([placed()]).when(start).then([started]);
    spec.given([placed(), started]).when(placeReservation({ reservationId: 'r2' })).thenRefuses(409, 'Sto je već rezervisan za tu noć');
    spec.given([placed(), started]).when({ type: 'DeleteReservation', actor: manager, reservationId: 'r1' }).thenRefuses(409, 'premešta');
    const movedOut: TableNightEvent = { type: 'ReservationMovedOut', data: { reservationId: 'r1', clubId: 'klub', to } };
    spec.given([placed(), started]).when({ type: 'FinishMove', reservationId: 'r1', to }).then([movedOut]);
    spec.given([placed(), started, movedOut]).when({ type: 'FinishMove', reservationId: 'r1', to }).thenNothingHappens();
    spec.given([placed(), started, movedOut]).when(placeReservation({ reservationId: 'r2', uniqueId: 'NEW23456' })).then([
      { type: 'ReservationPlaced', data: { reservation: placedReservation({ reservationId: 'r2', uniqueId: 'NEW23456' }), venueEmail: 'klub@test.rs' } },
    ]);
    spec.given([placed(), started]).when({ type: 'AbandonMove', reservationId: 'r1', to }).then([
      { type: 'ReservationMoveAbandoned', data: { reservation: placedReservation({ version: 3 }) } },
    ]);
  });

  it('takes an arrival only on a free table, once', () => {
    const arriving = placedReservation({ tableId: 't1', version: 3 });
    const moveIn = { type: 'MoveReservationIn' as const, arriving, from: { tableId: 't0', night: '2026-10-30' }, facts: bookingFacts() };
    spec.given([]).when(moveIn).then([{ type: 'ReservationMovedIn', data: { reservation: arriving, from: moveIn.from } }]);
    spec.given([placed({ reservationId: 'r9' })]).when(moveIn).thenRefuses(409, 'Sto je već rezervisan za tu noć');
    spec.given([{ type: 'ReservationMovedIn', data: { reservation: arriving, from: moveIn.from } }]).when(moveIn).thenNothingHappens();
  });

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
      spec.given([placed(), confirmed, arrived]).when({ ...arrival, commandId: 'door-cmd-2' }).thenRefuses(409, 'Ana Ilić, Sto 1: ušli u 23:41 (upisao: Marko)');
      spec.given([placed(), confirmed]).when({ ...arrival, actor: staffOfAnother }).thenRefuses(403);
      spec.given([placed(), confirmed]).when({ ...arrival, men: 2, women: 2 }).thenRefuses(400, 'Muškaraca i žena');
    });

    it("refuses an arrival for a later night, or for a cancelled reservation; an arrived table stays taken", () => {
      spec.given([placed({ night: '2026-10-31' })]).when(arrival).thenRefuses(409, 'nije za večeras, već za 31.10.2026');
      const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation({ status: 'Cancelled', version: 2 }), byGuest: true } };
      spec.given([placed(), cancelled]).when(arrival).thenRefuses(409, 'nije aktivna');
      spec.given([placed(), confirmed, arrived]).when(placeReservation({ reservationId: 'r2', uniqueId: 'NEW23456' })).thenRefuses(409, 'Sto je već rezervisan');
    });

    it('frees the table when the guests never came; the release at the cutoff changes nothing once they arrived', () => {
      const noShowEvent: TableNightEvent = { type: 'ReservationNoShow', data: { reservation: placedReservation({ status: 'NoShow', version: 3 }), released: false } };
      spec.given([placed(), confirmed]).when(noShow).then([noShowEvent]);
      spec.given([placed(), confirmed, noShowEvent]).when(placeReservation({ reservationId: 'r2', uniqueId: 'NEW23456' })).then([
        { type: 'ReservationPlaced', data: { reservation: placedReservation({ reservationId: 'r2', uniqueId: 'NEW23456' }), venueEmail: 'klub@test.rs' } },
      ]);
      spec.given([placed(), confirmed, arrived]).when({ ...noShow, released: true }).thenNothingHappens();
      spec.given([placed(), confirmed, arrived]).when(noShow).thenRefuses(409, 'Ana Ilić, Sto 1: ušli u 23:41 (upisao: Marko)');
      spec.given([placed(), confirmed]).when({ ...noShow, released: true }).then([
        { type: 'ReservationNoShow', data: { reservation: placedReservation({ status: 'NoShow', version: 3 }), released: true } },
      ]);
      spec.given([placed({ night: '2026-10-31' })]).when(noShow).thenRefuses(409, 'još nije počela');
    });

    it('seats a walk-in on a free table tonight, arrived at once, by the venue only', () => {
      const walkIn = placeReservation({ actor: staff, walkIn: { byName: 'Marko' } });
      spec.given([]).when(walkIn).then([
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
      spec.given([]).when({ ...walkIn, actor: guestUser }).thenRefuses(403);
      spec.given([]).when({ ...walkIn, night: '2026-10-31' }).thenRefuses(400, 'nije za večeras');
      spec.given([placed()]).when({ ...walkIn, reservationId: 'r2' }).thenRefuses(409, 'Sto 1 drži Ana Ilić (Na čekanju)');
    });

    it("keeps a night that is over to the door's record", () => {
      const yesterday = { tonight: '2026-10-31' };
      spec.given([placed()]).when({ type: 'ChangeReservation', actor: manager, reservationId: 'r1', changes: { persons: 2 }, maxPersons: 6, ...yesterday }).thenRefuses(409, 'Ta noć je prošla');
      spec.given([placed()]).when({ type: 'SetReservationStatus', actor: manager, reservationId: 'r1', status: 'Complete', byGuestLink: false, ...yesterday }).thenRefuses(409, 'Ta noć je prošla');
      spec.given([placed(), confirmed]).when({ ...arrival, ...yesterday }).then([arrived]);
    });
  });
});

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
    spec.given([held]).when({ type: 'HoldTableForOffer', hold: { ...hold, offerId: 'o2', entryId: 'e2' } }).thenRefuses(409, 'ponuđen gostu sa liste čekanja');
    spec.given([held, expired]).when(holdTable).thenNothingHappens();
  });

  it('lets the offered guest take it while the hold lasts, and refuses everyone else meanwhile', () => {
    spec.given([held]).when(claim).then(claimed);
    spec.given([held]).when(placeReservation({ placedAt: '2026-10-30T20:14:59.000Z' })).thenRefuses(409, 'Sto je već rezervisan za tu noć');
    // The venue's own door learns why: the table waits for a guest of the waitlist.
    spec.given([held]).when(placeReservation({ actor: { userId: 's1', role: 'staff', clubId: 'klub' }, walkIn: { byName: 'Marko' } })).thenRefuses(409, 'Sto 1 je ponuđen gostu sa liste čekanja do 21:15');
    spec.given([held, ...claimed]).when(claim).thenNothingHappens();
    spec.given([held, ...claimed]).when(placeReservation({ reservationId: 'r2' })).thenRefuses(409, 'Sto je već rezervisan za tu noć');
  });

  it('answers the offered guest 410 once the hold has run out or ended, and lets others take the table then', () => {
    spec.given([held]).when({ ...claim, placedAt: '2026-10-30T20:15:00.000Z' }).thenRefuses(410, 'Ponuda je istekla');
    spec.given([held, expired]).when(claim).thenRefuses(410, 'Ponuda je istekla');
    spec.given([]).when(claim).thenRefuses(410, 'Ponuda je istekla');
    spec.given([held, expired]).when(placeReservation()).then([placed()]);
    // Past its time a hold no longer stops a placement, which ends it as run out.
    spec.given([held]).when(placeReservation({ placedAt: '2026-10-30T20:15:00.000Z' })).then([
      { type: 'ReservationPlaced', data: { reservation: placedReservation({ placedAt: '2026-10-30T20:15:00.000Z' }), venueEmail: 'klub@test.rs' } },
      expired,
    ]);
  });

  it('ends a hold when its offer runs out or is withdrawn, and not after the guest claimed it', () => {
    spec.given([held]).when(expire).then([expired]);
    spec.given([held, ...claimed]).when(expire).thenNothingHappens();
    spec.given([held, expired]).when(expire).thenNothingHappens();
    spec.given([held]).when({ ...expire, reason: 'withdrawn' }).then([
      { type: 'TableOfferHoldEnded', data: { offerId: 'o1', clubId: 'klub', tableId: 't1', night: '2026-10-30', reason: 'withdrawn' } },
    ]);
  });

  it('keeps a move and a guest released at the cutoff off a held table', () => {
    const arriving = placedReservation({ reservationId: 'r5', tableId: 't1', version: 3 });
    spec.given([held]).when({ type: 'MoveReservationIn', arriving, from: { tableId: 't0', night: '2026-10-30' }, facts: bookingFacts() }).thenRefuses(409, 'Sto je već rezervisan');
    const staff = { userId: 's1', role: 'staff' as const, clubId: 'klub' };
    const noShow: TableNightEvent = { type: 'ReservationNoShow', data: { reservation: placedReservation({ status: 'NoShow', version: 2 }), released: true } };
    const arrival = { type: 'RecordArrival' as const, actor: staff, reservationId: 'r1', persons: 2, byName: 'Marko', at: '2026-10-30T22:41:00.000Z', tonight: '2026-10-30' };
    spec.given([placed(), noShow, held]).when(arrival).thenRefuses(409, 'Sto je već rezervisan');
  });
});

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
    spec.given([placed(early()), confirmedEarly]).when(remind).then([sent]);
    spec.given([placed(early()), confirmedEarly, sent]).when(remind).thenNothingHappens();
    // Placed after the hour (20:00 UTC), still pending, for another night, or run after the night's start.
    spec.given([placed(), confirmed]).when(remind).thenNothingHappens();
    spec.given([placed(early())]).when(remind).thenNothingHappens();
    spec.given([placed(early()), confirmedEarly]).when({ ...remind, night: '2026-10-31' }).thenNothingHappens();
    spec.given([placed(early()), confirmedEarly]).when({ ...remind, at: '2026-10-30T21:00:00.000Z' }).thenNothingHappens();
    const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation(early({ status: 'Cancelled', version: 3 })), byGuest: true } };
    spec.given([placed(early()), confirmedEarly, cancelled]).when(remind).thenNothingHappens();
  });

  it("records 'Dolazim' once, and refuses it for a reservation no longer confirmed", () => {
    const attended: TableNightEvent = { type: 'ReservationAttendanceConfirmed', data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'confirmed' })) } };
    spec.given([placed(early()), confirmedEarly, sent]).when(attend).then([attended]);
    spec.given([placed(early()), confirmedEarly, sent, attended]).when(attend).thenNothingHappens();
    spec.given([placed(early()), confirmedEarly, sent]).when({ ...attend, expectedVersion: 2 }).thenRefuses(409, 'izmenjeni');
    const cancelled: TableNightEvent = { type: 'ReservationCancelled', data: { reservation: placedReservation(early({ status: 'Cancelled', version: 4, reminder })), byGuest: true } };
    spec.given([placed(early()), confirmedEarly, sent, cancelled]).when(attend).thenRefuses(409, 'ne može potvrditi');
  });

  it("marks no answer by the night's start as 'Nije potvrdio', and nothing once answered", () => {
    spec.given([placed(early()), confirmedEarly, sent]).when(close).then([
      { type: 'ReservationAttendanceUnconfirmed', data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'unconfirmed' })) } },
    ]);
    const attended: TableNightEvent = { type: 'ReservationAttendanceConfirmed', data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'confirmed' })) } };
    spec.given([placed(early()), confirmedEarly, sent, attended]).when(close).thenNothingHappens();
    spec.given([placed(early()), confirmedEarly]).when(close).thenNothingHappens();
  });

  it('leaves the reminder and its answer behind when the reservation moves to another night', () => {
    const attended: TableNightEvent = { type: 'ReservationAttendanceConfirmed', data: { reservation: placedReservation(early({ status: 'Complete', version: 4, reminder, attendance: 'confirmed' })) } };
    const move = { type: 'StartMove' as const, actor: manager, reservationId: 'r1', to: { tableId: 't2', night: '2026-10-31' }, changes: { tableName: 'Sto 2' } };
    const leaving = placedReservation(early({ status: 'Complete', version: 5, reminder, attendance: 'confirmed' }));
    const { reminder: _reminder, attendance: _attendance, ...rest } = leaving;
    spec.given([placed(early()), confirmedEarly, sent, attended]).when(move).then([
      { type: 'ReservationMoveStarted', data: { reservation: leaving, to: move.to, arriving: { ...rest, version: 6, tableId: 't2', tableName: 'Sto 2', night: '2026-10-31' } } },
    ]);
  });
});
