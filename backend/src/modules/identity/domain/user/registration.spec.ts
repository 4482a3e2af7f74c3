import { deciderSpecification } from '#platform/testing/decider-specification';
import { EXPIRED_VERIFICATION_LINK, INVALID_VERIFICATION_LINK } from './user-messages';
import { registration, NOW, hoursFrom, verification, reset, registered, verificationRequested } from './user.fixtures';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const spec = deciderSpecification(userDecider);

describe('user decider: registration and verification', () => {
  it('given no user, when registering a verified account, then only the registration is recorded', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...registration, isVerified: true } })
      .then([{ type: 'UserRegistered', data: { ...registration, isVerified: true } }]);
  });

  it('given no user, when registering an unverified account, then a verification link is issued with it', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: registration, verification })
      .then([
        { type: 'UserRegistered', data: registration },
        { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification, reason: 'registration' } },
      ]);
  });

  it('given a registered user, when registering again, then it is a conflict', () => {
    spec.given([registered()]).when({ type: 'RegisterUser', data: registration }).thenRefuses(409);
  });

  it('given a pending link, when the right token comes in time, then the user is verified', () => {
    spec
      .given([registered(), verificationRequested])
      .when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: NOW })
      .then([{ type: 'UserVerified', data: { userId: 'u1', via: 'email-link' } }]);
  });

  it('given a used link, when it comes again, then it is refused: links are single-use', () => {
    spec
      .given([registered(), verificationRequested, { type: 'UserVerified', data: { userId: 'u1', via: 'email-link' } }])
      .when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: NOW })
      .thenRefuses(400, INVALID_VERIFICATION_LINK);
  });

  it('given a link older than 48 hours, when it comes, then it has expired (410)', () => {
    spec
      .given([registered(), verificationRequested])
      .when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: hoursFrom(NOW, 48) })
      .thenRefuses(410, EXPIRED_VERIFICATION_LINK);
  });

  it('given a newer link, when the older one comes, then only the newest works', () => {
    const newer: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification, tokenHash: 'hash-new' } };
    spec.given([registered(), verificationRequested, newer]).when({ type: 'VerifyEmail', tokenHash: 'hash-1', now: NOW }).thenRefuses(400);
  });

  it('given a link still valid, when a new one is asked for, then none is issued; once expired, one is', () => {
    const fresh = { ...verification, tokenHash: 'hash-3' };
    spec.given([registered(), verificationRequested]).when({ type: 'RequestVerification', now: NOW, token: fresh }).thenNothingHappens();
    spec
      .given([registered(), verificationRequested])
      .when({ type: 'RequestVerification', now: hoursFrom(NOW, 49), token: fresh })
      .then([{ type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...fresh, reason: 'registration' } }]);
    spec
      .given([registered({ isVerified: true })])
      .when({ type: 'RequestVerification', now: NOW, token: fresh })
      .thenNothingHappens();
  });

  it('given an account an admin made, when its expired link is renewed, then the new mail says so again', () => {
    const made: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...verification, reason: 'account-made' } };
    const fresh = { ...verification, tokenHash: 'hash-3' };
    spec
      .given([registered(), made])
      .when({ type: 'RequestVerification', now: hoursFrom(NOW, 49), token: fresh })
      .then([{ type: 'VerificationRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...fresh, reason: 'account-made' } }]);
  });

  it("given a venue's manager whose address is not proven, when a reset link is used, then the address is proven too", () => {
    const resetAsked: UserEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...reset } };
    spec
      .given([registered({ role: 'manager', clubId: 'club-a', isVerified: true, addressProven: false }), resetAsked])
      .when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'h2', now: NOW })
      .then([
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'reset' } },
        { type: 'UserVerified', data: { userId: 'u1', via: 'password-reset' } },
      ]);
  });

  it('given an unverified account, when Google vouches for its address, then it is verified; a verified one records nothing', () => {
    spec
      .given([registered()])
      .when({ type: 'ConfirmEmailOwnership' })
      .then([{ type: 'UserVerified', data: { userId: 'u1', via: 'google' } }]);
    spec
      .given([registered({ isVerified: true })])
      .when({ type: 'ConfirmEmailOwnership' })
      .thenNothingHappens();
  });
});

describe('user decider: a new address is proven before it counts', () => {
  const asked: UserEvent = {
    type: 'EmailChangeRequested',
    data: { userId: 'u1', email: 'novi@example.rs', firstName: 'Marko', ...verification, previousEmail: 'marko@example.rs' },
  };

  it('given an asked-for address, when its link is opened in time, then the address changes', () => {
    spec
      .given([registered({ isVerified: true }), asked])
      .when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW })
      .then([{ type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } }]);
  });

  it('given an unverified account, when the link of an asked-for address is opened, then the address changes and the account is verified', () => {
    spec
      .given([registered(), asked])
      .when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW })
      .then([
        { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } },
        { type: 'UserVerified', data: { userId: 'u1', via: 'email-change' } },
      ]);
  });

  it('given an asked-for address, when a wrong, used or late link comes, then it is refused', () => {
    spec
      .given([registered({ isVerified: true }), asked])
      .when({ type: 'ConfirmEmailChange', tokenHash: 'other', now: NOW })
      .thenRefuses(400, INVALID_VERIFICATION_LINK);
    spec
      .given([registered({ isVerified: true }), asked, { type: 'UserEmailChanged', data: { userId: 'u1', email: 'novi@example.rs', previousEmail: 'marko@example.rs' } }])
      .when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW })
      .thenRefuses(400, INVALID_VERIFICATION_LINK);
    spec
      .given([registered({ isVerified: true }), asked])
      .when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: hoursFrom(NOW, 49) })
      .thenRefuses(410);
  });

  it('given a verification link, when it is opened as an address change, then it is refused: the kinds do not mix', () => {
    spec.given([registered(), verificationRequested]).when({ type: 'ConfirmEmailChange', tokenHash: 'hash-1', now: NOW }).thenRefuses(400, INVALID_VERIFICATION_LINK);
  });
});
