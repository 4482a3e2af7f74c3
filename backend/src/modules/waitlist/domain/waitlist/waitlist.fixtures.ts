import type { FreeTable } from './waitlist-reads';
import type { JoinFacts, JoinWaitlist } from './joining';
import type { WaitlistEvent } from './waitlist.events';

/** The venue, guests and tables of the waitlist decider's specs. */
export const manager = { userId: 'm1', role: 'manager' as const, clubId: 'klub' };
export const managerOfAnother = { userId: 'm2', role: 'manager' as const, clubId: 'drugi' };

export const facts = (overrides: Partial<JoinFacts> = {}): JoinFacts => ({
  venue: { exists: true, approved: true, name: 'Klub', openOnNight: true },
  zoneName: null,
  tonight: '2026-10-30',
  ...overrides,
});

export const join = (entryId: string, overrides: Partial<JoinWaitlist> = {}): JoinWaitlist => ({
  type: 'JoinWaitlist',
  entryId,
  clubId: 'klub',
  night: '2026-10-30',
  persons: 4,
  guest: { firstName: 'Gost', lastName: entryId, phone: '060 123456', email: `${entryId}@gost.rs` },
  zoneId: null,
  joinedAt: '2026-10-30T20:00:00.000Z',
  facts: facts(),
  ...overrides,
});

export const joined = (entryId: string, position: number, overrides: { persons?: number; zoneId?: string; zoneName?: string } = {}): WaitlistEvent => ({
  type: 'WaitlistJoined',
  data: {
    clubId: 'klub',
    night: '2026-10-30',
    club: 'Klub',
    entryId,
    version: 1,
    position,
    entry: {
      entryId,
      persons: overrides.persons ?? 4,
      firstName: 'Gost',
      lastName: entryId,
      phone: '060 123456',
      email: `${entryId}@gost.rs`,
      zoneId: overrides.zoneId ?? null,
      zoneName: overrides.zoneName ?? null,
      joinedAt: '2026-10-30T20:00:00.000Z',
    },
  },
});

export const table = (overrides: Partial<FreeTable> = {}): FreeTable => ({ tableId: 't1', tableName: 'Sto 1', maxPersons: 4, zoneId: 'z-bašta', ...overrides });
export const offerTable = (overrides: Partial<FreeTable> = {}, offerId = 'o1') => ({
  type: 'OfferTable' as const,
  table: table(overrides),
  offerId,
  reservationId: `r-${offerId}`,
  until: '2026-10-30T20:15:00.000Z',
});
export const offered = (entryId: string, version: number, offerId = 'o1', tableId = 't1', tableName = 'Sto 1'): WaitlistEvent => ({
  type: 'WaitlistOfferMade',
  data: { clubId: 'klub', night: '2026-10-30', entryId, version, offer: { offerId, tableId, tableName, until: '2026-10-30T20:15:00.000Z', reservationId: `r-${offerId}` } },
});
export const about = (entryId: string, version: number, offerId = 'o1') => ({ clubId: 'klub', night: '2026-10-30', entryId, version, offerId, tableId: 't1' });
