import type { Actor } from '#platform/event-store/event-store.port';
import type { UserEvent, UserRegisteredData } from './user.events';

/** The users, links and callers the user decider's specs meet. */
export const registration: UserRegisteredData = {
  userId: 'u1',
  uniqueId: 'K1',
  username: 'marko',
  email: 'marko@example.rs',
  firstName: 'Marko',
  lastName: 'Marković',
  mobilePhone: '0601234567',
  role: 'user',
  clubId: null,
  passwordHash: 'h',
  status: true,
  isVerified: false,
  profileImage: null,
};
export const NOW = new Date('2026-11-23T12:00:00.000Z');
export const hoursFrom = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);
export const verification = { tokenId: 't1', tokenHash: 'hash-1', expiresAt: hoursFrom(NOW, 48).toISOString() };
export const reset = { tokenId: 't2', tokenHash: 'hash-2', expiresAt: hoursFrom(NOW, 1).toISOString() };

export const registered = (overrides: Partial<UserRegisteredData> = {}): UserEvent => ({ type: 'UserRegistered', data: { ...registration, ...overrides } });
export const verificationRequested: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } };

export const admin: Actor = { userId: 'a1', role: 'admin', clubId: null };
export const managerA: Actor = { userId: 'm1', role: 'manager', clubId: 'club-a' };
export const managerB: Actor = { userId: 'm2', role: 'manager', clubId: 'club-b' };
export const staffA: Actor = { userId: 's1', role: 'staff', clubId: 'club-a' };
export const staffOfA = registered({ userId: 's9', role: 'staff', clubId: 'club-a', isVerified: true });
