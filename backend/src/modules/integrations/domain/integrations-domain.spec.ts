import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { nextAttemptAt, retryDelayMs, verdictOf } from './delivery-policy';
import { domainEventTypesFor, feedPositionFrom, feedPositionText, toPublicEvent } from './public-events';
import { readScopeOf } from './read-scope';
import { addressKind, addressesAllowed, schemeAllowed } from './webhook-address';
import { Webhook } from 'standardwebhooks';
import { legacySignatureHeader, standardWebhookHeaders, verifyLegacySignature } from './webhook-signature';

const reservation = {
  reservationId: 'r1',
  uniqueId: 'R7K3Q9AB',
  clubId: 'club-a',
  club: 'Klub A',
  tableId: 't1',
  tableName: 'Sto 1',
  night: '2026-10-30',
  eventId: null,
  eventTitle: '',
  persons: 4,
  status: 'Pending',
  userId: null,
  placedAt: '2026-10-30T20:00:00.000Z',
  version: 1,
  firstName: 'Jovana',
  lastName: 'Marić',
  phone: '+381 64 111 2233',
  email: 'jovana@gost.test',
};

const recorded = (type: string, data: unknown): RecordedEvent => ({
  streamId: 'table-night-t1-2026-10-30',
  revision: 0n,
  position: { commit: 900n, prepare: 12n },
  type,
  data,
  metadata: { eventId: 'e1', occurredAt: '2026-10-30T20:00:00.000Z', actor: 'anonymous', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
});

describe('public events', () => {
  const venueKey = readScopeOf({ clubId: 'club-a', createdByAdmin: false });

  it('translates a placement into the envelope, without internal fields', () => {
    const event = toPublicEvent(recorded('ReservationPlaced', { reservation, venueEmail: 'klub@a.test' }), venueKey);
    expect(event).toEqual({
      id: 'e1',
      type: 'reservation.placed',
      schemaVersion: 1,
      occurredAt: '2026-10-30T20:00:00.000Z',
      position: '900-12',
      venueId: 'club-a',
      data: { reservation: expect.objectContaining({ code: 'R7K3Q9AB', guest: { firstName: 'Jovana', lastName: 'Marić', email: 'jovana@gost.test', phone: '+381 64 111 2233' } }) },
    });
    expect(JSON.stringify(event)).not.toContain('klub@a.test');
  });

  it('hides other venues, move bookkeeping, and guests from an all-venues key no admin made', () => {
    expect(toPublicEvent(recorded('ReservationPlaced', { reservation, venueEmail: '' }), readScopeOf({ clubId: 'club-b', createdByAdmin: true }))).toBeNull();
    expect(toPublicEvent(recorded('ReservationMoveStarted', { reservation }), venueKey)).toBeNull();
    const withoutGuests = toPublicEvent(recorded('ReservationPlaced', { reservation, venueEmail: '' }), readScopeOf({ clubId: null, createdByAdmin: false }));
    expect(withoutGuests?.data).not.toHaveProperty('reservation.guest');
  });

  it("tells a list's names and arrivals, never the name's door code, the guest only to a key that sees the venue's guests", () => {
    const guest = { firstName: 'Mila', lastName: 'Jović', phone: '+381 60 300 0001', email: null };
    const listed = { listId: 'l1', clubId: 'club-a', night: '2026-10-30', entryId: 'n1', code: 'tajni-kod-sa-ulaza-000001', guest, plusOnes: 2, promoterId: 'p1' };
    const signedUp = toPublicEvent(recorded('GuestListSignedUp', { ...listed, signedUpAt: '2026-10-30T19:00:00.000Z' }), venueKey);
    expect(signedUp).toMatchObject({
      type: 'guest-list.signed-up',
      venueId: 'club-a',
      data: {
        entry: {
          entryId: 'n1',
          listId: 'l1',
          venueId: 'club-a',
          night: '2026-10-30',
          promoterId: 'p1',
          guest: { firstName: 'Mila', lastName: 'Jović', email: '', phone: '+381 60 300 0001' },
        },
        plusOnes: 2,
        signedUpAt: '2026-10-30T19:00:00.000Z',
        again: false,
      },
    });
    expect(JSON.stringify(signedUp)).not.toContain(listed.code);
    expect(toPublicEvent(recorded('GuestListEntryChanged', { ...listed, changedAt: '2026-10-30T19:30:00.000Z' }), venueKey)?.data).toMatchObject({ again: true });
    const arrival = {
      listId: 'l1',
      clubId: 'club-a',
      night: '2026-10-30',
      entryId: 'n1',
      persons: 3,
      at: '2026-10-30T22:41:00.000Z',
      byUserId: 'u1',
      byName: 'Marko',
      commandId: null,
    };
    expect(toPublicEvent(recorded('GuestListEntryArrived', { ...arrival, promoterId: 'p1', guest }), venueKey)?.data).toMatchObject({
      entry: { entryId: 'n1', promoterId: 'p1', guest: { firstName: 'Mila' } },
      arrivedPersons: 3,
      arrivedAt: '2026-10-30T22:41:00.000Z',
    });
    // Arrivals recorded before they carried the name and the promoter.
    expect(toPublicEvent(recorded('GuestListEntryArrived', arrival), venueKey)?.data).toEqual({
      entry: { entryId: 'n1', listId: 'l1', venueId: 'club-a', night: '2026-10-30', promoterId: null },
      arrivedPersons: 3,
      arrivedAt: '2026-10-30T22:41:00.000Z',
    });
    const withoutGuests = toPublicEvent(recorded('GuestListSignedUp', { ...listed, signedUpAt: '2026-10-30T19:00:00.000Z' }), readScopeOf({ clubId: null, createdByAdmin: false }));
    expect(withoutGuests?.data).not.toHaveProperty('entry.guest');
    expect(toPublicEvent(recorded('GuestListOpened', { listId: 'l1', clubId: 'club-a' }), venueKey)).toBeNull();
    expect(domainEventTypesFor(['guest-list.signed-up']).sort()).toEqual(['GuestListEntryChanged', 'GuestListSignedUp']);
  });

  it("tells a deposit's steps as reservation.deposit, and a payment that confirms as reservation.confirmed", () => {
    const deposit = { amount: 10000, state: 'paid', paidAmount: 10000 };
    const paid = (status: string) =>
      toPublicEvent(recorded('ReservationPaymentReceived', { reservation: { ...reservation, status, deposit }, amount: 10000, byName: 'Marko' }), venueKey);
    expect(paid('Complete')?.type).toBe('reservation.confirmed');
    expect(paid('Pending')).toMatchObject({ type: 'reservation.deposit', data: { deposit: { amount: 10000, state: 'paid', paidAmount: 10000 } } });
    const refundDue = toPublicEvent(
      recorded('ReservationDepositChanged', { reservation: { ...reservation, status: 'Cancelled', deposit: { ...deposit, state: 'refundDue' } }, state: 'refundDue' }),
      venueKey,
    );
    expect(refundDue).toMatchObject({ type: 'reservation.deposit', data: { reservation: { status: 'Cancelled' }, deposit: { state: 'refundDue' } } });
    expect(domainEventTypesFor(['reservation.deposit'])).toEqual(['ReservationPaymentReceived', 'ReservationDepositChanged', 'ReservationPaymentUndone']);
    expect(domainEventTypesFor(['reservation.confirmed'])).toContain('ReservationPaymentReceived');
  });

  it("carries an event's performers, none for an event recorded before they were named", () => {
    const details = {
      title: 'House petak',
      description: 'Do zore',
      type: 'Žurka',
      dateOfEvent: '2026-10-30',
      startTime: '23:00',
      endTime: '05:00',
      ticketPrice: '1000',
      priority: '0',
      gallery: [],
      possibilityOfShowing: [],
    };
    const event = (extra: object) => ({ eventId: 'ev1', clubId: 'club-a', details: { ...details, ...extra }, image: null, startsAt: '2026-10-30T22:00:00.000Z', endsAt: null });
    expect(toPublicEvent(recorded('EventPublished', event({ performers: ['DJ Vuk', 'MC Čvor'] })), venueKey)).toMatchObject({
      type: 'event.published',
      data: { event: { eventId: 'ev1', title: 'House petak', performers: ['DJ Vuk', 'MC Čvor'] } },
    });
    expect(toPublicEvent(recorded('EventChanged', event({})), venueKey)).toMatchObject({ type: 'event.changed', data: { event: { performers: [] } } });
  });

  it('keeps a venue sign-up private until it is approved', () => {
    expect(toPublicEvent(recorded('VenueRegistered', { clubId: 'club-a', status: 'pending', details: { name: 'A' } }), venueKey)).toBeNull();
    expect(toPublicEvent(recorded('VenueApproved', { clubId: 'club-a', name: 'A' }), venueKey)?.type).toBe('venue.changed');
  });

  it('reads only the domain event types that can become the asked public types', () => {
    expect(domainEventTypesFor(['reservation.cancelled']).sort()).toEqual(['ReservationCancelled', 'ReservationDeleted']);
    expect(domainEventTypesFor()).not.toContain('ReservationMailResent');
  });

  it('writes positions that round-trip', () => {
    expect(feedPositionFrom(feedPositionText({ commit: 123456789012n, prepare: 7n }))).toEqual({ commit: 123456789012n, prepare: 7n });
  });
});

describe('delivery policy', () => {
  it('retries 5xx, 408, 429 and no answer; 410 means gone; other answers are final', () => {
    expect([200, 204, 500, 503, 408, 429, null, 410, 400, 404].map(verdictOf)).toEqual([
      'delivered',
      'delivered',
      'retry',
      'retry',
      'retry',
      'retry',
      'retry',
      'gone',
      'refused',
      'refused',
    ]);
  });

  it('doubles the wait up to the cap and gives up past the window', () => {
    const schedule = { baseMs: 1000, maxMs: 5000, windowMs: 10_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, schedule))).toEqual([1000, 2000, 4000, 5000, 5000]);
    const start = new Date(0);
    expect(nextAttemptAt(1, new Date(1000), start, schedule)).toEqual(new Date(2000));
    expect(nextAttemptAt(4, new Date(8000), start, schedule)).toBeNull();
  });
});

describe('webhook addresses', () => {
  it('tells loopback, private, link-local and public addresses apart', () => {
    expect(['127.0.0.1', '::1', '0:0:0:0:0:0:0:1'].map(addressKind)).toEqual(['loopback', 'loopback', 'loopback']);
    const inward = [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '192.0.2.1',
      '203.0.113.9',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      '100::1',
      'fec0::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
    ];
    expect(inward.filter((address) => addressKind(address) !== 'private')).toEqual([]);
    expect(['8.8.8.8', '2a00:1450:4001::1', '172.32.0.1', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'].map(addressKind).every((kind) => kind === 'public')).toBe(true);
  });

  it('judges an IPv4 address written in IPv6 by where it leads, however it is spelled', () => {
    // Mapped, compatible, translated, 6to4, NAT64 (well-known and local-use), Teredo: never the loopback tests may use.
    const tunnelled = [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:7f00:1]',
      '0:0:0:0:0:ffff:7f00:1',
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:0:7f00:1',
      '2002:7f00:1::',
      '2002:a00:1::1',
      '2002:c0a8:1::',
      '64:ff9b::7f00:1',
      '64:ff9b::a00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b:1::7f00:1',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ];
    expect(tunnelled.filter((address) => addressKind(address) !== 'private')).toEqual([]);
    expect(tunnelled.filter((address) => addressesAllowed([address], true))).toEqual([]);
  });

  it('allows loopback and plain http only when asked to', () => {
    expect(addressesAllowed(['127.0.0.1'], false)).toBe(false);
    expect(addressesAllowed(['127.0.0.1'], true)).toBe(true);
    expect(addressesAllowed(['8.8.8.8', '10.0.0.1'], true)).toBe(false);
    expect(schemeAllowed(new URL('http://x.rs'), ['8.8.8.8'], true)).toBe(false);
    expect(schemeAllowed(new URL('http://localhost'), ['127.0.0.1'], true)).toBe(true);
  });
});

describe('webhook signatures', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const body = '{"a":1}';

  it('sign as Standard Webhooks: the standardwebhooks library verifies either active secret and refuses a changed body or id', () => {
    const now = Math.floor(Date.now() / 1000);
    const headers = standardWebhookHeaders([secret, 'whsec_c3RhcmEgdGFqbmEgb2QgMzIgYmFqdGEgLi4uLi4uLi4uLg=='], 'e1', now, body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=* v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ a: 1 });
    expect(new Webhook('whsec_c3RhcmEgdGFqbmEgb2QgMzIgYmFqdGEgLi4uLi4uLi4uLg==').verify(body, headers)).toEqual({ a: 1 });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 8).toString('base64')}`).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify('{"a":2}', headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'e2' })).toThrow();
  });

  it('sign a secret issued before Standard Webhooks (base64url) with its same bytes', () => {
    const bytes = Buffer.from([251, 255, 190, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    const legacy = `whsec_${bytes.toString('base64url')}`;
    expect(legacy).toMatch(/[-_]/);
    const headers = standardWebhookHeaders([legacy], 'e1', Math.floor(Date.now() / 1000), body);
    expect(new Webhook(`whsec_${bytes.toString('base64')}`).verify(body, headers)).toEqual({ a: 1 });
  });

  it('keep the legacy header verifiable with any active secret', () => {
    const header = legacySignatureHeader(['whsec_new', 'whsec_old'], 'e1', 1_800_000_000, body);
    const at = { nowSeconds: 1_800_000_010, toleranceSeconds: 300 };
    expect(verifyLegacySignature(header, 'whsec_new', 'e1', body, at)).toBe(true);
    expect(verifyLegacySignature(header, 'whsec_old', 'e1', body, at)).toBe(true);
    expect(verifyLegacySignature(header, 'whsec_other', 'e1', body, at)).toBe(false);
    expect(verifyLegacySignature(header, 'whsec_new', 'e2', body, at)).toBe(false);
    expect(verifyLegacySignature(header, 'whsec_new', 'e1', '{"a":2}', at)).toBe(false);
    expect(verifyLegacySignature(header, 'whsec_new', 'e1', body, { nowSeconds: 1_800_001_000, toleranceSeconds: 300 })).toBe(false);
  });
});
