import { DomainError } from '../../../platform/commands/domain-errors';
import type { Actor } from '../../../platform/event-store/event-store.port';
import {
  ADMIN_NOT_MANAGED,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EXPIRED_RESET_LINK,
  EXPIRED_VERIFICATION_LINK,
  INVALID_RESET_LINK,
  INVALID_VERIFICATION_LINK,
  MANAGER_ROLES_ONLY,
  NOT_OWN_ROLE_OR_STATUS,
  NOT_YOURSELF,
  NOT_YOUR_CLUB,
  decideDeleteUser,
  decideEditUser,
  decideNewAccountPlacement,
  decideRegisterUser,
  decideRequestPasswordReset,
  decideRequestVerification,
  decideResetPassword,
  decideUpdateProfile,
  decideVerifyEmail,
  evolveUser,
  initialUserState,
  type UserState,
} from './user.decider';
import type { UserEvent, UserRegisteredData } from './user.events';

const registration: UserRegisteredData = {
  userId: 'u1', uniqueId: 'K1', username: 'marko', email: 'marko@example.rs', firstName: 'Marko',
  lastName: 'Marković', mobilePhone: '0601234567', role: 'user', clubId: null, passwordHash: 'h',
  status: true, isVerified: false, profileImage: null,
};
const NOW = new Date('2026-11-23T12:00:00.000Z');
const hoursFrom = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);
const verification = { tokenId: 't1', tokenHash: 'hash-1', expiresAt: hoursFrom(NOW, 48).toISOString() };
const reset = { tokenId: 't2', tokenHash: 'hash-2', expiresAt: hoursFrom(NOW, 1).toISOString() };

const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState());
const registered = (overrides: Partial<UserRegisteredData> = {}): UserEvent => ({ type: 'UserRegistered', data: { ...registration, ...overrides } });

const admin: Actor = { userId: 'a1', role: 'admin', clubId: null };
const managerA: Actor = { userId: 'm1', role: 'manager', clubId: 'club-a' };
const managerB: Actor = { userId: 'm2', role: 'manager', clubId: 'club-b' };
const staffA: Actor = { userId: 's1', role: 'staff', clubId: 'club-a' };
const staffOfA = registered({ userId: 's9', role: 'staff', clubId: 'club-a', isVerified: true });

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('user decider: registration and verification', () => {
  it('given no user, when registering a verified account, then only the registration is recorded', () => {
    const events = decideRegisterUser({ type: 'RegisterUser', data: { ...registration, isVerified: true } }, initialUserState());
    expect(events).toEqual([{ type: 'UserRegistered', data: { ...registration, isVerified: true } }]);
  });

  it('given no user, when registering an unverified account, then a verification link is issued with it', () => {
    const events = decideRegisterUser({ type: 'RegisterUser', data: registration, verification }, initialUserState());
    expect(events).toEqual([
      { type: 'UserRegistered', data: registration },
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } },
    ]);
  });

  it('given a registered user, when registering again, then it is a conflict', () => {
    expect(refusal(() => decideRegisterUser({ type: 'RegisterUser', data: registration }, given(registered()))).status).toBe(409);
  });

  it('given a pending link, when the right token comes in time, then the user is verified', () => {
    const state = given(registered(), { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } });
    expect(decideVerifyEmail({ tokenHash: 'hash-1', now: NOW }, state)).toEqual([{ type: 'UserVerified', data: { userId: 'u1', via: 'email-link' } }]);
  });

  it('given a used link, when it comes again, then it is refused: links are single-use', () => {
    const state = given(
      registered(),
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } },
      { type: 'UserVerified', data: { userId: 'u1', via: 'email-link' } },
    );
    expect(refusal(() => decideVerifyEmail({ tokenHash: 'hash-1', now: NOW }, state))).toEqual({ status: 400, message: INVALID_VERIFICATION_LINK });
  });

  it('given a link older than 48 hours, when it comes, then it has expired (410)', () => {
    const state = given(registered(), { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } });
    expect(refusal(() => decideVerifyEmail({ tokenHash: 'hash-1', now: hoursFrom(NOW, 48) }, state))).toEqual({ status: 410, message: EXPIRED_VERIFICATION_LINK });
  });

  it('given a newer link, when the older one comes, then only the newest works', () => {
    const state = given(
      registered(),
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } },
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification, tokenHash: 'hash-new' } },
    );
    expect(refusal(() => decideVerifyEmail({ tokenHash: 'hash-1', now: NOW }, state)).status).toBe(400);
  });

  it('given a link still valid, when a new one is asked for, then none is issued; once expired, one is', () => {
    const state = given(registered(), { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } });
    const fresh = { ...verification, tokenHash: 'hash-3' };
    expect(decideRequestVerification({ now: NOW, token: fresh }, state)).toEqual([]);
    expect(decideRequestVerification({ now: hoursFrom(NOW, 49), token: fresh }, state)).toEqual([
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...fresh } },
    ]);
    expect(decideRequestVerification({ now: NOW, token: fresh }, given(registered({ isVerified: true })))).toEqual([]);
  });
});

describe('user decider: password reset', () => {
  const requested = (): UserEvent => ({ type: 'PasswordResetRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...reset } });

  it('given an unknown, deleted or inactive account, when a reset is requested, then nothing is issued', () => {
    expect(decideRequestPasswordReset({ token: reset }, initialUserState())).toEqual([]);
    expect(decideRequestPasswordReset({ token: reset }, given(registered(), { type: 'UserDeleted', data: { userId: 'u1', email: 'marko@example.rs', username: 'marko' } }))).toEqual([]);
    expect(decideRequestPasswordReset({ token: reset }, given(registered(), { type: 'UserStatusChanged', data: { userId: 'u1', status: false } }))).toEqual([]);
  });

  it('given a pending reset, when the token comes within the hour, then the password changes and the address counts as verified', () => {
    expect(decideResetPassword({ tokenHash: 'hash-2', passwordHash: 'new', now: NOW }, given(registered(), requested()))).toEqual([
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset' } },
      { type: 'UserVerified', data: { userId: 'u1', via: 'password-reset' } },
    ]);
  });

  it('given a reset link used once, when it comes again, then it is refused', () => {
    const state = given(registered({ isVerified: true }), requested(), { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset' } });
    expect(refusal(() => decideResetPassword({ tokenHash: 'hash-2', passwordHash: 'newer', now: NOW }, state))).toEqual({ status: 400, message: INVALID_RESET_LINK });
  });

  it('given a reset link, when it comes after an hour, then it has expired (410)', () => {
    expect(refusal(() => decideResetPassword({ tokenHash: 'hash-2', passwordHash: 'new', now: hoursFrom(NOW, 1) }, given(registered(), requested()))))
      .toEqual({ status: 410, message: EXPIRED_RESET_LINK });
  });

  it('given a reset link, when the password is changed on the profile meanwhile, then the link stops working', () => {
    const state = given(registered(), requested(), { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'p2', via: 'profile' } });
    expect(refusal(() => decideResetPassword({ tokenHash: 'hash-2', passwordHash: 'new', now: NOW }, state)).status).toBe(400);
  });

  it('given links mailed to the old address, when the address changes, then neither the reset nor the verification link works', () => {
    const verificationRequested: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } };
    const moved: UserEvent = { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } };
    const state = given(registered(), verificationRequested, requested(), moved);
    expect(refusal(() => decideResetPassword({ tokenHash: 'hash-2', passwordHash: 'new', now: NOW }, state))).toEqual({ status: 400, message: INVALID_RESET_LINK });
    expect(refusal(() => decideVerifyEmail({ tokenHash: 'hash-1', now: NOW }, state))).toEqual({ status: 400, message: INVALID_VERIFICATION_LINK });
  });
});

describe('user decider: own profile', () => {
  const base = { type: 'UpdateProfile' as const, currentPasswordGiven: false, provenPasswordHash: null };

  it('given a user, when only the name changes, then no password is needed', () => {
    expect(decideUpdateProfile({ ...base, firstName: 'Mare' }, given(registered()))).toEqual([
      { type: 'UserProfileChanged', data: { userId: 'u1', firstName: 'Mare', lastName: 'Marković', mobilePhone: '0601234567' } },
    ]);
  });

  it('given a user, when the same details are saved, then nothing is recorded', () => {
    expect(decideUpdateProfile({ ...base, firstName: 'Marko', email: 'marko@example.rs' }, given(registered()))).toEqual([]);
  });

  it('given a user, when the e-mail changes without or with a wrong current password, then it is refused', () => {
    expect(refusal(() => decideUpdateProfile({ ...base, email: 'novi@example.rs' }, given(registered())))).toEqual({ status: 400, message: CURRENT_PASSWORD_REQUIRED });
    expect(refusal(() => decideUpdateProfile({ ...base, email: 'novi@example.rs', currentPasswordGiven: true }, given(registered()))))
      .toEqual({ status: 400, message: CURRENT_PASSWORD_WRONG });
  });

  it('given a user, when the proof is for a password that has changed since, then it is refused', () => {
    const state = given(registered(), { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'reset' } });
    expect(refusal(() => decideUpdateProfile({ ...base, passwordHash: 'h3', currentPasswordGiven: true, provenPasswordHash: 'h' }, state)).message).toBe(CURRENT_PASSWORD_WRONG);
  });

  it('given a proven current password, when e-mail and password change, then both are recorded', () => {
    expect(decideUpdateProfile({ ...base, email: 'novi@example.rs', passwordHash: 'h2', currentPasswordGiven: true, provenPasswordHash: 'h' }, given(registered()))).toEqual([
      { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } },
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'profile' } },
    ]);
  });
});

describe('user decider: managing users and staff', () => {
  it('places a manager\'s new account in the manager\'s club, whatever the form said', () => {
    expect(decideNewAccountPlacement(managerA, { role: 'manager', clubId: 'club-b' })).toEqual({ role: 'manager', clubId: 'club-a' });
    expect(decideNewAccountPlacement(managerA, {})).toEqual({ role: 'staff', clubId: 'club-a' });
    expect(refusal(() => decideNewAccountPlacement(managerA, { role: 'user' }))).toEqual({ status: 403, message: MANAGER_ROLES_ONLY });
  });

  it('lets an admin place any managed role, and nobody else add accounts', () => {
    expect(decideNewAccountPlacement(admin, {})).toEqual({ role: 'user', clubId: null });
    expect(decideNewAccountPlacement(admin, { role: 'staff', clubId: 'club-b' })).toEqual({ role: 'staff', clubId: 'club-b' });
    expect(refusal(() => decideNewAccountPlacement(staffA, { role: 'staff' })).status).toBe(403);
    expect(refusal(() => decideNewAccountPlacement('anonymous', {})).status).toBe(401);
  });

  it('given staff of club A, when their manager edits them, then the changes are recorded', () => {
    expect(decideEditUser({ type: 'EditUser', actor: managerA, mobilePhone: '0609999999', status: false, role: 'manager' }, given(staffOfA))).toEqual([
      { type: 'UserProfileChanged', data: { userId: 's9', firstName: 'Marko', lastName: 'Marković', mobilePhone: '0609999999' } },
      { type: 'UserRoleChanged', data: { userId: 's9', role: 'manager', clubId: 'club-a' } },
      { type: 'UserStatusChanged', data: { userId: 's9', status: false } },
    ]);
  });

  it('given staff of club A, when the manager of club B or a staff member edits or deletes them, then it is forbidden', () => {
    expect(refusal(() => decideEditUser({ type: 'EditUser', actor: managerB, firstName: 'X' }, given(staffOfA)))).toEqual({ status: 403, message: NOT_YOUR_CLUB });
    expect(refusal(() => decideDeleteUser({ actor: managerB }, given(staffOfA))).status).toBe(403);
    expect(refusal(() => decideEditUser({ type: 'EditUser', actor: staffA, firstName: 'X' }, given(staffOfA))).status).toBe(403);
  });

  it('keeps managers away from role user and from moving staff to another club', () => {
    expect(refusal(() => decideEditUser({ type: 'EditUser', actor: managerA, firstName: 'X' }, given(registered()))).status).toBe(403);
    expect(refusal(() => decideEditUser({ type: 'EditUser', actor: managerA, role: 'user' }, given(staffOfA))).message).toBe(MANAGER_ROLES_ONLY);
    expect(decideEditUser({ type: 'EditUser', actor: managerA, clubId: 'club-b' }, given(staffOfA))).toEqual([]);
  });

  it('lets an admin manage everyone but admins', () => {
    expect(decideEditUser({ type: 'EditUser', actor: admin, role: 'staff', clubId: 'club-b' }, given(registered()))).toEqual([
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'staff', clubId: 'club-b' } },
    ]);
    const otherAdmin = given(registered({ userId: 'a2', role: 'admin' }));
    expect(refusal(() => decideEditUser({ type: 'EditUser', actor: admin, firstName: 'X' }, otherAdmin))).toEqual({ status: 403, message: ADMIN_NOT_MANAGED });
    expect(refusal(() => decideDeleteUser({ actor: admin }, otherAdmin)).status).toBe(403);
  });

  it('does not let a manager change their own role or status, nor delete themselves', () => {
    const self = given(registered({ userId: 'm1', role: 'manager', clubId: 'club-a' }));
    expect(refusal(() => decideEditUser({ type: 'EditUser', actor: managerA, status: false }, self)).message).toBe(NOT_OWN_ROLE_OR_STATUS);
    expect(decideEditUser({ type: 'EditUser', actor: managerA, firstName: 'Mića' }, self)).toHaveLength(1);
    expect(refusal(() => decideDeleteUser({ actor: managerA }, self)).message).toBe(NOT_YOURSELF);
  });

  it('given a deleted account, when it is edited or deleted again, then it is not found', () => {
    const deleted = given(staffOfA, { type: 'UserDeleted', data: { userId: 's9', email: 'marko@example.rs', username: 'marko' } });
    expect(refusal(() => decideEditUser({ type: 'EditUser', actor: admin, firstName: 'X' }, deleted)).status).toBe(404);
    expect(refusal(() => decideDeleteUser({ actor: admin }, deleted)).status).toBe(404);
  });

  it('records a deletion with the address and username to release', () => {
    expect(decideDeleteUser({ actor: managerA }, given(staffOfA))).toEqual([
      { type: 'UserDeleted', data: { userId: 's9', email: 'marko@example.rs', username: 'marko' } },
    ]);
  });
});
