import { fold } from '#platform/commands/decider';
import { CLAIM_GRACE_MS, claimIsAbandoned, planClaim } from './identity-claim';
import { userDecider } from './user/user.decider';
import { claimStream, legacyClaimStream, type UserEvent } from './user/user.events';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    uniqueId: 'K1',
    username: 'marko',
    email: 'Marko@example.rs',
    firstName: 'Marko',
    lastName: 'M',
    mobilePhone: '',
    role: 'user',
    clubId: null,
    passwordHash: 'h',
    status: true,
    isVerified: true,
    profileImage: null,
  },
};

describe('identity claims', () => {
  it('given no claim stream, when claiming, then it appends expecting no stream', () => {
    expect(planClaim({ kind: 'none' }, 'u2')).toEqual({ action: 'append', expectedRevision: 'no_stream' });
  });

  it("given a released value, when claiming, then it appends at the release's revision", () => {
    expect(planClaim({ kind: 'released', revision: 3n }, 'u2')).toEqual({ action: 'append', expectedRevision: 3n });
  });

  it('given a claim by the same user, when claiming again, then it is already theirs', () => {
    expect(planClaim({ kind: 'claimed', revision: 0n, userId: 'u1', claimedAt: ago(0) }, 'u1')).toEqual({ action: 'already-ours' });
  });

  it('given a claim by another user, when claiming, then the owner is consulted', () => {
    expect(planClaim({ kind: 'claimed', revision: 0n, userId: 'u1', claimedAt: ago(0) }, 'u2')).toEqual({ action: 'ask-owner', ownerId: 'u1' });
  });

  it('respects a fresh claim whose account is still being registered', () => {
    expect(claimIsAbandoned('email', 'marko@example.rs', { claimedAt: ago(1000) }, userDecider.initialState(), NOW)).toBe(false);
  });

  it('takes over a claim whose registration never finished, once the grace period is over', () => {
    expect(claimIsAbandoned('email', 'marko@example.rs', { claimedAt: ago(CLAIM_GRACE_MS + 1) }, userDecider.initialState(), NOW)).toBe(true);
  });

  it('respects a claim whose owner uses the value, case-insensitively, however old', () => {
    expect(claimIsAbandoned('email', 'marko@EXAMPLE.rs', { claimedAt: ago(10 * CLAIM_GRACE_MS) }, fold(userDecider.evolve, userDecider.initialState(), [registered]), NOW)).toBe(
      false,
    );
    expect(claimIsAbandoned('username', 'MARKO', { claimedAt: ago(10 * CLAIM_GRACE_MS) }, fold(userDecider.evolve, userDecider.initialState(), [registered]), NOW)).toBe(false);
  });

  it('takes over a claim of a deleted account at once', () => {
    const deleted = fold(userDecider.evolve, userDecider.initialState(), [
      registered,
      { type: 'UserDeleted', data: { userId: 'u1', email: 'Marko@example.rs', username: 'marko' } },
    ]);
    expect(claimIsAbandoned('email', 'marko@example.rs', { claimedAt: ago(0) }, deleted, NOW)).toBe(true);
  });

  it('takes over an address its owner moved away from without releasing it, after the grace period', () => {
    const moved = fold(userDecider.evolve, userDecider.initialState(), [
      registered,
      { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'Marko@example.rs' } },
    ]);
    expect(claimIsAbandoned('email', 'marko@example.rs', { claimedAt: ago(1000) }, moved, NOW)).toBe(false);
    expect(claimIsAbandoned('email', 'marko@example.rs', { claimedAt: ago(CLAIM_GRACE_MS + 1) }, moved, NOW)).toBe(true);
  });
});

describe('claim stream names', () => {
  it('given an address or username, when naming its claim stream, then the name is its hash, the same whatever the letter case', () => {
    const stream = claimStream('email', ' Marko@Example.rs ');
    expect(stream).toMatch(/^useremail-[0-9a-f]{64}$/);
    expect(claimStream('email', 'marko@example.rs')).toBe(stream);
    expect(claimStream('username', 'Marko')).toMatch(/^username-[0-9a-f]{64}$/);
  });

  it('given a value claimed before the hashed names, when naming its old stream, then it is the value in lower case', () => {
    expect(legacyClaimStream('email', ' Marko@Example.rs ')).toBe('useremail-marko@example.rs');
    expect(legacyClaimStream('username', 'Marko')).toBe('username-marko');
  });
});
