import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
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
  placeNewAccount,
  userDecider,
  type UpdateProfile,
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

const registered = (overrides: Partial<UserRegisteredData> = {}): UserEvent => ({ type: 'UserRegistered', data: { ...registration, ...overrides } });
const verificationRequested: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification } };

const admin: Actor = { userId: 'a1', role: 'admin', clubId: null };
const managerA: Actor = { userId: 'm1', role: 'manager', clubId: 'club-a' };
const managerB: Actor = { userId: 'm2', role: 'manager', clubId: 'club-b' };
const staffA: Actor = { userId: 's1', role: 'staff', clubId: 'club-a' };
const staffOfA = registered({ userId: 's9', role: 'staff', clubId: 'club-a', isVerified: true });

const spec = deciderSpecification(userDecider);

describe('user decider: registration and verification', () => {
  it('given no user, when registering a verified account, then only the registration is recorded', () => {
    spec.given([]).when({ type: 'RegisterUser', data: { ...registration, isVerified: true } })
      .then([{ type: 'UserRegistered', data: { ...registration, isVerified: true } }]);
  });

  it('given no user, when registering an unverified account, then a verification link is issued with it', () => {
    spec.given([]).when({ type: 'RegisterUser', data: registration, verification }).then([
      { type: 'UserRegistered', data: registration },
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification, reason: 'registration' } },
    ]);
  });

  it('given a registered user, when registering again, then it is a conflict', () => {
    spec.given([registered()]).when({ type: 'RegisterUser', data: registration }).thenRefuses(409);
  });

  it('given a pending link, when the right token comes in time, then the user is verified', () => {
    spec.given([registered(), verificationRequested]).when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: NOW })
      .then([{ type: 'UserVerified', data: { userId: 'u1', via: 'email-link' } }]);
  });

  it('given a used link, when it comes again, then it is refused: links are single-use', () => {
    spec.given([registered(), verificationRequested, { type: 'UserVerified', data: { userId: 'u1', via: 'email-link' } }])
      .when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: NOW })
      .thenRefuses(400, INVALID_VERIFICATION_LINK);
  });

  it('given a link older than 48 hours, when it comes, then it has expired (410)', () => {
    spec.given([registered(), verificationRequested]).when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: hoursFrom(NOW, 48) })
      .thenRefuses(410, EXPIRED_VERIFICATION_LINK);
  });

  it('given a newer link, when the older one comes, then only the newest works', () => {
    const newer: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification, tokenHash: 'hash-new' } };
    spec.given([registered(), verificationRequested, newer]).when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: NOW }).thenRefuses(400);
  });

  it('given a link still valid, when a new one is asked for, then none is issued; once expired, one is', () => {
    const fresh = { ...verification, tokenHash: 'hash-3' };
    spec.given([registered(), verificationRequested]).when({ type: 'RequestVerification', now: NOW, token: fresh }).thenNothingHappens();
    spec.given([registered(), verificationRequested]).when({ type: 'RequestVerification', now: hoursFrom(NOW, 49), token: fresh }).then([
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...fresh, reason: 'registration' } },
    ]);
    spec.given([registered({ isVerified: true })]).when({ type: 'RequestVerification', now: NOW, token: fresh }).thenNothingHappens();
  });

  it('given an account an admin made, when its expired link is renewed, then the new mail says so again', () => {
    const made: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification, reason: 'account-made' } };
    const fresh = { ...verification, tokenHash: 'hash-3' };
    spec.given([registered(), made]).when({ type: 'RequestVerification', now: hoursFrom(NOW, 49), token: fresh }).then([
      { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...fresh, reason: 'account-made' } },
    ]);
  });

  it("given a venue's manager whose address is not proven, when a reset link is used, then the address is proven too", () => {
    const resetAsked: UserEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...reset } };
    spec.given([registered({ role: 'manager', clubId: 'club-a', isVerified: true, addressProven: false }), resetAsked])
      .when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'h2', now: NOW })
      .then([
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'reset' } },
        { type: 'UserVerified', data: { userId: 'u1', via: 'password-reset' } },
      ]);
  });

  it('given an unverified account, when Google vouches for its address, then it is verified; a verified one records nothing', () => {
    spec.given([registered()]).when({ type: 'ConfirmEmailOwnership' }).then([{ type: 'UserVerified', data: { userId: 'u1', via: 'google' } }]);
    spec.given([registered({ isVerified: true })]).when({ type: 'ConfirmEmailOwnership' }).thenNothingHappens();
  });
});

describe('user decider: password reset', () => {
  const requested: UserEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...reset } };

  it('given an unknown, deleted or inactive account, when a reset is requested, then nothing is issued', () => {
    spec.given([]).when({ type: 'RequestPasswordReset', token: reset }).thenNothingHappens();
    spec.given([registered(), { type: 'UserDeleted', data: { userId: 'u1', email: 'marko@example.rs', username: 'marko' } }])
      .when({ type: 'RequestPasswordReset', token: reset })
      .thenNothingHappens();
    spec.given([registered(), { type: 'UserStatusChanged', data: { userId: 'u1', status: false } }])
      .when({ type: 'RequestPasswordReset', token: reset })
      .thenNothingHappens();
  });

  it('given a pending reset, when the token comes within the hour, then the password changes and the address counts as verified', () => {
    spec.given([registered(), requested]).when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'new', now: NOW }).then([
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset' } },
      { type: 'UserVerified', data: { userId: 'u1', via: 'password-reset' } },
    ]);
  });

  it('given a reset link used once, when it comes again, then it is refused', () => {
    spec.given([registered({ isVerified: true }), requested, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset' } }])
      .when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'newer', now: NOW })
      .thenRefuses(400, INVALID_RESET_LINK);
  });

  it('given a reset link, when it comes after an hour, then it has expired (410)', () => {
    spec.given([registered(), requested]).when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'new', now: hoursFrom(NOW, 1) })
      .thenRefuses(410, EXPIRED_RESET_LINK);
  });

  it('given a reset link, when the password is changed on the profile meanwhile, then the link stops working', () => {
    spec.given([registered(), requested, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'p2', via: 'profile' } }])
      .when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'new', now: NOW })
      .thenRefuses(400);
  });

  it('given links mailed to the old address, when the address changes, then neither the reset nor the verification link works', () => {
    const moved: UserEvent = { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } };
    const history = [registered(), verificationRequested, requested, moved];
    spec.given(history).when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'new', now: NOW }).thenRefuses(400, INVALID_RESET_LINK);
    spec.given(history).when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: NOW }).thenRefuses(400, INVALID_VERIFICATION_LINK);
  });
});

describe('user decider: own profile', () => {
  const base: UpdateProfile = { type: 'UpdateProfile', currentPasswordGiven: false, provenPasswordHash: null };

  it('given a user, when only the name changes, then no password is needed', () => {
    spec.given([registered()]).when({ ...base, firstName: 'Mare' }).then([
      { type: 'UserProfileChanged', data: { userId: 'u1', firstName: 'Mare', lastName: 'Marković', mobilePhone: '0601234567' } },
    ]);
  });

  it('given a user, when the same details are saved, then nothing is recorded', () => {
    spec.given([registered()]).when({ ...base, firstName: 'Marko', email: 'marko@example.rs' }).thenNothingHappens();
  });

  it('given a user, when the e-mail changes without or with a wrong current password, then it is refused', () => {
    spec.given([registered()]).when({ ...base, email: 'novi@example.rs' }).thenRefuses(400, CURRENT_PASSWORD_REQUIRED);
    spec.given([registered()]).when({ ...base, email: 'novi@example.rs', currentPasswordGiven: true }).thenRefuses(400, CURRENT_PASSWORD_WRONG);
  });

  it('given a user, when the proof is for a password that has changed since, then it is refused', () => {
    spec.given([registered(), { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'reset' } }])
      .when({ ...base, passwordHash: 'h3', currentPasswordGiven: true, provenPasswordHash: 'h' })
      .thenRefuses(400, CURRENT_PASSWORD_WRONG);
  });

  it('given a proven current password, when e-mail and password change, then the password changes and the new address waits for its link', () => {
    spec.given([registered()]).when({ ...base, email: 'novi@example.rs', passwordHash: 'h2', currentPasswordGiven: true, provenPasswordHash: 'h', emailToken: verification }).then([
      { type: 'EmailChangeRequested', data: { userId: 'u1', email: 'novi@example.rs', firstName: 'Marko', ...verification, previousEmail: 'marko@example.rs' } },
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'profile' } },
    ]);
  });
});

describe('user decider: a new address is proven before it counts', () => {
  const asked: UserEvent = { type: 'EmailChangeRequested', data: { userId: 'u1', email: 'novi@example.rs', firstName: 'Marko', ...verification, previousEmail: 'marko@example.rs' } };

  it('given an asked-for address, when its link is opened in time, then the address changes', () => {
    spec.given([registered({ isVerified: true }), asked]).when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW })
      .then([{ type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } }]);
  });

  it('given an unverified account, when the link of an asked-for address is opened, then the address changes and the account is verified', () => {
    spec.given([registered(), asked]).when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW }).then([
      { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } },
      { type: 'UserVerified', data: { userId: 'u1', via: 'email-change' } },
    ]);
  });

  it('given an asked-for address, when a wrong, used or late link comes, then it is refused', () => {
    spec.given([registered({ isVerified: true }), asked]).when({ type: 'ConfirmEmailChange', tokenHash: 'other', now: NOW }).thenRefuses(400, INVALID_VERIFICATION_LINK);
    spec.given([registered({ isVerified: true }), asked, { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } }])
      .when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW }).thenRefuses(400, INVALID_VERIFICATION_LINK);
    spec.given([registered({ isVerified: true }), asked]).when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: hoursFrom(NOW, 49) }).thenRefuses(410);
  });

  it('given a verification link, when it is opened as an address change, then it is refused: the kinds do not mix', () => {
    spec.given([registered(), verificationRequested]).when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW }).thenRefuses(400, INVALID_VERIFICATION_LINK);
  });
});

describe('placing a new account', () => {
  const refused = (statusCode: number, message?: string) => expect.objectContaining({ statusCode, ...(message ? { message } : {}) });

  it('places a manager\'s new account in the manager\'s club, whatever the form said', () => {
    expect(placeNewAccount(managerA, { role: 'manager', clubId: 'club-b' })).toEqual({ role: 'manager', clubId: 'club-a' });
    expect(placeNewAccount(managerA, {})).toEqual({ role: 'staff', clubId: 'club-a' });
    expect(() => placeNewAccount(managerA, { role: 'user' })).toThrow(refused(403, MANAGER_ROLES_ONLY));
  });

  it('lets an admin place any managed role, and nobody else add accounts', () => {
    expect(placeNewAccount(admin, {})).toEqual({ role: 'user', clubId: null });
    expect(placeNewAccount(admin, { role: 'staff', clubId: 'club-b' })).toEqual({ role: 'staff', clubId: 'club-b' });
    expect(() => placeNewAccount(staffA, { role: 'staff' })).toThrow(refused(403));
    expect(() => placeNewAccount('anonymous', {})).toThrow(refused(401));
  });
});

describe('user decider: managing users and staff', () => {
  it('given staff of club A, when their manager edits them, then the changes are recorded', () => {
    spec.given([staffOfA]).when({ type: 'EditUser', actor: managerA, mobilePhone: '0609999999', status: false, role: 'manager' }).then([
      { type: 'UserProfileChanged', data: { userId: 's9', firstName: 'Marko', lastName: 'Marković', mobilePhone: '0609999999' } },
      { type: 'UserRoleChanged', data: { userId: 's9', role: 'manager', clubId: 'club-a' } },
      { type: 'UserStatusChanged', data: { userId: 's9', status: false } },
    ]);
  });

  it('given staff of club A, when the manager of club B or a staff member edits or deletes them, then it is forbidden', () => {
    spec.given([staffOfA]).when({ type: 'EditUser', actor: managerB, firstName: 'X' }).thenRefuses(403, NOT_YOUR_CLUB);
    spec.given([staffOfA]).when({ type: 'DeleteUser', actor: managerB }).thenRefuses(403);
    spec.given([staffOfA]).when({ type: 'EditUser', actor: staffA, firstName: 'X' }).thenRefuses(403);
  });

  it('keeps managers away from role user and from moving staff to another club', () => {
    spec.given([registered()]).when({ type: 'EditUser', actor: managerA, firstName: 'X' }).thenRefuses(403);
    spec.given([staffOfA]).when({ type: 'EditUser', actor: managerA, role: 'user' }).thenRefuses(403, MANAGER_ROLES_ONLY);
    spec.given([staffOfA]).when({ type: 'EditUser', actor: managerA, clubId: 'club-b' }).thenNothingHappens();
  });

  it('lets an admin manage everyone but admins', () => {
    spec.given([registered()]).when({ type: 'EditUser', actor: admin, role: 'staff', clubId: 'club-b' }).then([
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'staff', clubId: 'club-b' } },
    ]);
    const otherAdmin = registered({ userId: 'a2', role: 'admin' });
    spec.given([otherAdmin]).when({ type: 'EditUser', actor: admin, firstName: 'X' }).thenRefuses(403, ADMIN_NOT_MANAGED);
    spec.given([otherAdmin]).when({ type: 'DeleteUser', actor: admin }).thenRefuses(403);
  });

  it('does not let a manager change their own role or status, nor delete themselves', () => {
    const self = registered({ userId: 'm1', role: 'manager', clubId: 'club-a' });
    spec.given([self]).when({ type: 'EditUser', actor: managerA, status: false }).thenRefuses(400, NOT_OWN_ROLE_OR_STATUS);
    spec.given([self]).when({ type: 'EditUser', actor: managerA, firstName: 'Mića' }).then([
      { type: 'UserProfileChanged', data: { userId: 'm1', firstName: 'Mića', lastName: 'Marković', mobilePhone: '0601234567' } },
    ]);
    spec.given([self]).when({ type: 'DeleteUser', actor: managerA }).thenRefuses(400, NOT_YOURSELF);
  });

  it('given a deleted account, when it is edited or deleted again, then it is not found', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 's9', email: 'marko@example.rs', username: 'marko' } };
    spec.given([staffOfA, deleted]).when({ type: 'EditUser', actor: admin, firstName: 'X' }).thenRefuses(404);
    spec.given([staffOfA, deleted]).when({ type: 'DeleteUser', actor: admin }).thenRefuses(404);
  });

  it('records a deletion with the address and username to release', () => {
    spec.given([staffOfA]).when({ type: 'DeleteUser', actor: managerA }).then([
      { type: 'UserDeleted', data: { userId: 's9', email: 'marko@example.rs', username: 'marko' } },
    ]);
  });
});
