import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { nextAttemptAt, retryDelayMs, verdictOf } from './delivery-policy';
import { domainEventTypesFor, feedPositionFrom, feedPositionText, toPublicEvent } from './public-events';
import { readScopeOf } from './read-scope';
import { addressKind, addressesAllowed, schemeAllowed } from './webhook-address';
import { signatureHeader, verifySignature } from './webhook-signature';

const reservation = {
  reservationId: 'r1', uniqueId: 'R7K3Q9AB', clubId: 'club-a', club: 'Klub A', tableId: 't1', tableName: 'Sto 1', night: '2026-10-30',
  eventId: null, eventTitle: '', persons: 4, status: 'Pending', userId: null, placedAt: '2026-10-30T20:00:00.000Z', version: 1,
  firstName: 'Jovana', lastName: 'Marić', phone: '+381 64 111 2233', email: 'jovana@gost.test',
};

const recorded = (type: string, data: unknown): RecordedEvent => ({
  streamId: 'table-night-t1-2026-10-30', revision: 0n, position: { commit: 900n, prepare: 12n }, type, data,
  metadata: { eventId: 'e1', occurredAt: '2026-10-30T20:00:00.000Z', actor: 'anonymous', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
});

describe('public events', () => {
  const venueKey = readScopeOf({ clubId: 'club-a', createdByAdmin: false });

  it('translates a placement into the envelope, without internal fields', () => {
    const event = toPublicEvent(recorded('ReservationPlaced', { reservation, venueEmail: 'klub@a.test' }), venueKey);
    expect(event).toEqual({
      id: 'e1', type: 'reservation.placed', schemaVersion: 1, occurredAt: '2026-10-30T20:00:00.000Z', position: '900-12', venueId: 'club-a',
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
    expect([200, 204, 500, 503, 408, 429, null, 410, 400, 404].map(verdictOf)).toEqual(['delivered', 'delivered', 'retry', 'retry', 'retry', 'retry', 'retry', 'gone', 'refused', 'refused']);
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
    expect(['127.0.0.1', '::1'].map(addressKind)).toEqual(['loopback', 'loopback']);
    expect(['10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1'].map(addressKind).every((kind) => kind === 'private')).toBe(true);
    expect(['8.8.8.8', '2a00:1450:4001::1', '172.32.0.1'].map(addressKind).every((kind) => kind === 'public')).toBe(true);
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
  it('verify with any active secret and fail with a wrong secret, another body or an old timestamp', () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], 'e1', 1_800_000_000, '{"a":1}');
    const at = { nowSeconds: 1_800_000_010, toleranceSeconds: 300 };
    expect(verifySignature(header, 'whsec_new', 'e1', '{"a":1}', at)).toBe(true);
    expect(verifySignature(header, 'whsec_old', 'e1', '{"a":1}', at)).toBe(true);
    expect(verifySignature(header, 'whsec_other', 'e1', '{"a":1}', at)).toBe(false);
    expect(verifySignature(header, 'whsec_new', 'e2', '{"a":1}', at)).toBe(false);
    expect(verifySignature(header, 'whsec_new', 'e1', '{"a":2}', at)).toBe(false);
    expect(verifySignature(header, 'whsec_new', 'e1', '{"a":1}', { nowSeconds: 1_800_001_000, toleranceSeconds: 300 })).toBe(false);
  });
});
