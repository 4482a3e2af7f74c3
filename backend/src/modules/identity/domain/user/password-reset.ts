import { DomainError, badRequest } from '#platform/commands/domain-errors';
import { tokenIssued, type IssuedToken } from './user-changes';
import { EXPIRED_RESET_LINK, INVALID_RESET_LINK } from './user-messages';
import type { UserEvent } from './user.events';
import { hasExpired, isLive, type UserState } from './user.state';

/** How long a mailed password reset link works. */
export const RESET_LINK_HOURS = 1;

export interface RequestPasswordReset {
  type: 'RequestPasswordReset';
  token: IssuedToken;
}

/** Nothing for an unknown, deleted or inactive account: the caller answers the same either way. */
export function requestPasswordReset(command: RequestPasswordReset, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.status) return [];
  return [{ type: 'PasswordResetRequested', data: tokenIssued(state, command.token) }];
}

export interface ResetPassword {
  type: 'ResetPassword';
  tokenHash: string;
  passwordHash: string;
  now: Date;
}

export function resetPassword(command: ResetPassword, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.passwordReset || state.passwordReset.tokenHash !== command.tokenHash) {
    throw badRequest(INVALID_RESET_LINK, 'token');
  }
  if (hasExpired(state.passwordReset, command.now)) throw new DomainError(410, EXPIRED_RESET_LINK, 'token');
  const events: UserEvent[] = [{ type: 'PasswordChanged', data: { userId: state.userId!, passwordHash: command.passwordHash, via: 'reset' } }];
  // The mailed link proved the address as well as a verification link would have.
  if (!state.isVerified || !state.addressProven) events.push({ type: 'UserVerified', data: { userId: state.userId!, via: 'password-reset' } });
  return events;
}
