import { deciderSpecification } from '#platform/testing/decider-specification';
import { guestListDecider, type AdmitListGuest, type OpenGuestList, type SignUpToGuestList, type UndoListArrival } from './guest-list.decider';
import type { GuestListEvent, GuestListTerms } from './guest-list.events';

const spec = deciderSpecification(guestListDecider);

const TERMS: GuestListTerms = {
  name: 'Lista — besplatan ulaz do 00:30',
  benefit: 'Besplatan ulaz',
  price: 0,
  capacity: 5,
  perPromoterCapacity: 3,
  maxPlusOnes: 2,
  closesAt: '00:30',
  public: true,
};
const CLOSES = '2026-12-05T23:30:00.000Z';
const BEFORE = '2026-12-05T21:00:00.000Z';

const open = (facts: Partial<OpenGuestList['facts']> = {}, terms: Partial<GuestListTerms> = {}): OpenGuestList => ({
  type: 'OpenGuestList',
  listId: 'l1',
  clubId: 'klub',
  night: '2026-12-05',
  eventId: null,
  terms: { ...TERMS, ...terms },
  facts: { venueExists: true, mayManage: true, eventOnNight: null, closesAtInstant: CLOSES, now: BEFORE, ...facts },
});
const opened: GuestListEvent = { type: 'GuestListOpened', data: { listId: 'l1', clubId: 'klub', night: '2026-12-05', eventId: null, terms: TERMS, closesAtInstant: CLOSES } };

const guest = (phone: string) => ({ firstName: 'Ana', lastName: 'Ilić', phone, email: null });
const signUp = (entryId: string, phone: string, plusOnes = 0, changes: Partial<SignUpToGuestList> = {}): SignUpToGuestList => ({
  type: 'SignUpToGuestList',
  entryId,
  code: `code-${entryId}`,
  guest: guest(phone),
  plusOnes,
  promoter: null,
  now: BEFORE,
  ...changes,
});
const signedUp = (entryId: string, phone: string, plusOnes = 0, promoterId: string | null = null): GuestListEvent => ({
  type: 'GuestListSignedUp',
  data: { listId: 'l1', clubId: 'klub', night: '2026-12-05', entryId, code: `code-${entryId}`, guest: guest(phone), plusOnes, promoterId, signedUpAt: BEFORE },
});

describe('A guest list', () => {
  it('opens once, for a venue its manager runs, closing after it opens', () => {
    spec.given([]).when(open()).then([opened]);
    spec.given([opened]).when(open()).thenNothingHappens();
    spec
      .given([])
      .when(open({ venueExists: false }))
      .thenRefuses(404, 'Objekat nije pronađen');
    spec
      .given([])
      .when(open({ mayManage: false }))
      .thenRefuses(403);
    spec
      .given([])
      .when(open({ eventOnNight: false }))
      .thenRefuses(400, 'Događaj nije ovog objekta te noći');
    spec
      .given([])
      .when(open({}, { perPromoterCapacity: 6 }))
      .thenRefuses(400, /po promoteru/);
    spec
      .given([])
      .when(open({ now: CLOSES }))
      .thenRefuses(400, /zatvorila/);
  });

  it('takes a name with its +N while places are left, and refuses one that does not fit', () => {
    spec
      .given([opened])
      .when(signUp('a', '060 111', 2))
      .then([signedUp('a', '060 111', 2)]);
    spec
      .given([opened, signedUp('a', '060 111', 2)])
      .when(signUp('b', '060 222', 1))
      .then([signedUp('b', '060 222', 1)]);
    spec
      .given([opened, signedUp('a', '060 111', 2), signedUp('b', '060 222', 1)])
      .when(signUp('c', '060 333', 1))
      .thenRefuses(409, 'Lista je popunjena');
  });

  it('keeps one entry per phone: signing again changes it, counting its places anew, with a new code', () => {
    spec
      .given([opened, signedUp('a', '060 111', 0), signedUp('b', '060 222', 2)])
      .when(signUp('x', '+060-111', 1, { code: 'new' }))
      .then([
        {
          type: 'GuestListEntryChanged',
          data: { listId: 'l1', clubId: 'klub', night: '2026-12-05', entryId: 'a', code: 'new', guest: guest('+060-111'), plusOnes: 1, promoterId: null, changedAt: BEFORE },
        },
      ]);
  });

  it('refuses more +N than the list allows, naming the field, and any name after it closed', () => {
    spec
      .given([opened])
      .when(signUp('a', '060 111', 3))
      .thenRefuses(400, 'Ova lista dozvoljava najviše 2 pratioca po imenu');
    spec
      .given([opened])
      .when(signUp('a', '060 111', 0, { now: CLOSES }))
      .thenRefuses(409, 'Lista je zatvorena');
    spec.given([]).when(signUp('a', '060 111')).thenRefuses(404, 'Lista nije pronađena');
  });

  it('holds each promoter to their share of the list', () => {
    const viaPromoter = { promoter: { id: 'p1', clubIds: ['klub'] } };
    spec
      .given([opened, signedUp('a', '060 111', 2, 'p1')])
      .when(signUp('b', '060 222', 0, viaPromoter))
      .thenRefuses(409, 'Mesta ovog promotera na listi su popunjena');
    spec
      .given([opened, signedUp('a', '060 111', 2, 'p1')])
      .when(signUp('b', '060 222', 0, { promoter: { id: 'p2', clubIds: ['drugi', 'klub'] } }))
      .then([signedUp('b', '060 222', 0, 'p2')]);
    spec
      .given([opened])
      .when(signUp('b', '060 222', 0, { promoter: { id: 'p3', clubIds: ['drugi'] } }))
      .thenRefuses(400, 'Kod promotera nije pronađen');
  });
});

describe('A private list', () => {
  const privateList: GuestListEvent = {
    type: 'GuestListOpened',
    data: { listId: 'l1', clubId: 'klub', night: '2026-12-05', eventId: null, terms: { ...TERMS, public: false }, closesAtInstant: CLOSES },
  };

  it('takes names only through a promoter of its venue', () => {
    spec.given([privateList]).when(signUp('a', '060 111')).thenRefuses(403, 'Na ovu listu se upisuje samo preko promotera');
    spec
      .given([privateList])
      .when(signUp('a', '060 111', 0, { promoter: { id: 'p1', clubIds: ['klub'] } }))
      .then([signedUp('a', '060 111', 0, 'p1')]);
  });
});

describe('A guest list at the door', () => {
  const AT = '2026-12-05T22:41:00.000Z';
  const admit = (persons: number, changes: Partial<AdmitListGuest> = {}): AdmitListGuest => ({
    type: 'AdmitListGuest',
    entryId: 'a',
    persons,
    commandId: 'door-1-0001',
    mayAdmit: true,
    byUserId: 'u1',
    byName: 'Marko',
    now: AT,
    ...changes,
  });
  const arrived = (persons: number): GuestListEvent => ({
    type: 'GuestListEntryArrived',
    data: {
      listId: 'l1',
      clubId: 'klub',
      night: '2026-12-05',
      entryId: 'a',
      persons,
      at: AT,
      byUserId: 'u1',
      byName: 'Marko',
      commandId: 'door-1-0001',
      // Whose name it is, and the name as it stands: the promoter's screen and the guest book follow the arrival.
      promoterId: null,
      guest: guest('060 111'),
    },
  });
  const listed = [opened, signedUp('a', '060 111', 2)];

  it('lets a name in by count, up to its 1 + plusOnes, once; the same door command again changes nothing', () => {
    spec
      .given(listed)
      .when(admit(2))
      .then([arrived(2)]);
    spec.given(listed).when(admit(4)).thenRefuses(400, 'Na ovo ime mogu ući najviše 3 osobe');
    spec
      .given([...listed, arrived(2)])
      .when(admit(2))
      .thenNothingHappens();
    spec
      .given([...listed, arrived(2)])
      .when(admit(1, { commandId: 'door-2-0001' }))
      .thenRefuses(409, 'Ana Ilić: ušli u 23:41 (upisao: Marko)');
  });

  it("refuses after the list closed, another venue's door, and a name not on the list", () => {
    spec
      .given(listed)
      .when(admit(1, { now: CLOSES }))
      .thenRefuses(409, 'Lista zatvorena u 00:30 — ulaz po redovnoj ceni');
    spec
      .given(listed)
      .when(admit(1, { mayAdmit: false }))
      .thenRefuses(403);
    spec
      .given(listed)
      .when(admit(1, { entryId: 'b' }))
      .thenRefuses(404, 'Gost nije na listi');
  });

  const LATER = '2026-12-05T22:45:00.000Z';
  const undo = (changes: Partial<UndoListArrival> = {}): UndoListArrival => ({
    type: 'UndoListArrival',
    entryId: 'a',
    commandId: 'door-1-0002',
    mayAdmit: true,
    byUserId: 'u2',
    byName: 'Jelena',
    now: LATER,
    ...changes,
  });
  const undone: GuestListEvent = {
    type: 'GuestListArrivalUndone',
    data: {
      listId: 'l1',
      clubId: 'klub',
      night: '2026-12-05',
      entryId: 'a',
      persons: 2,
      arrivedAt: AT,
      at: LATER,
      byUserId: 'u2',
      byName: 'Jelena',
      commandId: 'door-1-0002',
      promoterId: null,
      guest: guest('060 111'),
    },
  };

  it('takes a mistaken arrival back once (the same door command again changes nothing), and lets the name in again after', () => {
    spec
      .given([...listed, arrived(2)])
      .when(undo())
      .then([undone]);
    spec
      .given([...listed, arrived(2), undone])
      .when(undo())
      .thenNothingHappens();
    spec
      .given([...listed, arrived(2), undone])
      .when(undo({ commandId: 'door-1-0003' }))
      .thenRefuses(409, 'Ana Ilić još nije ušao sa liste: nema ulaska za poništavanje');
    spec
      .given([...listed, arrived(2), undone])
      .when(admit(3, { commandId: 'door-1-0004' }))
      .then([{ ...arrived(3), data: { ...arrived(3).data, commandId: 'door-1-0004' } } as GuestListEvent]);
  });

  it("refuses to undo a name that is not in, another venue's door, and a name not on the list", () => {
    spec.given(listed).when(undo()).thenRefuses(409, 'Ana Ilić još nije ušao sa liste: nema ulaska za poništavanje');
    spec
      .given([...listed, arrived(2)])
      .when(undo({ mayAdmit: false }))
      .thenRefuses(403);
    spec
      .given([...listed, arrived(2)])
      .when(undo({ entryId: 'b' }))
      .thenRefuses(404, 'Gost nije na listi');
  });
});
