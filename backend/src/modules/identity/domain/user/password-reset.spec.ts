import { deciderSpecification } from '#platform/testing/decider-specification';
import { EXPIRED_RESET_LINK, INVALID_RESET_LINK, INVALID_VERIFICATION_LINK } from './user-messages';
import { NOW, hoursFrom, reset, registered, verificationRequested } from './user.fixtures';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const spec = deciderSpecification(userDecider);

describe('user decider: password reset', () => {
  const requested: UserEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', email: 'marko@example.rs', firstName: 'Marko', ...reset } };

  it('given an unknown, deleted or inactive account, when a reset is requested, then nothing is issued', () => {
    spec.given([]).when({ type: 'RequestPasswordReset', token: reset }).thenNothingHappens();
    spec
      .given([registered(), { type: 'UserDeleted', data: { userId: 'u1', email: 'marko@example.rs', username: 'marko' } }])
      .when({ type: 'RequestPasswordReset', token: reset })
      .thenNothingHappens();
    spec
      .given([registered(), { type: 'UserStatusChanged', data: { userId: 'u1', status: false } }])
      .when({ type: 'RequestPasswordReset', token: reset })
      .thenNothingHappens();
  });

  it('given a pending reset, when the token comes within the hour, then the password changes and the address counts as verified', () => {
    spec
      .given([registered(), requested])
      .when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'new', now: NOW })
      .then([
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset' } },
        { type: 'UserVerified', data: { userId: 'u1', via: 'password-reset' } },
      ]);
  });

  it('given a reset link used once, when it comes again, then it is refused', () => {
    spec
      .given([registered({ isVerified: true }), requested, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset' } }])
      .when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'newer', now: NOW })
      .thenRefuses(400, INVALID_RESET_LINK);
  });

  it('given a reset link, when it comes after an hour, then it has expired (410)', () => {
    spec
      .given([registered(), requested])
      .when({ type: 'ResetPassword', tokenHash: 'hash-2', passwordHash: 'new', now: hoursFrom(NOW, 1) })
      .thenRefuses(410, EXPIRED_RESET_LINK);
  });

  it('given a reset link, when the password is changed on the profile meanwhile, then the link stops working', () => {
    spec
      .given([registered(), requested, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'p2', via: 'profile' } }])
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
