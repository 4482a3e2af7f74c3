import { DomainError, badRequest, conflict } from '#platform/commands/domain-errors';
import { emailChanged, tokenIssued, type IssuedToken } from './user-changes';
import { EXPIRED_EMAIL_CHANGE_LINK, EXPIRED_VERIFICATION_LINK, INVALID_VERIFICATION_LINK, USER_EXISTS } from './user-messages';
import type { UserEvent, UserRegisteredData } from './user.events';
import { hasExpired, isLive, type UserState } from './user.state';

/** How long a mailed verification link works. */
export const VERIFICATION_LINK_HOURS = 48;

export interface RegisterUser {
  type: 'RegisterUser';
  data: UserRegisteredData;
  /** For an unverified account: the verification link to mail. */
  verification?: IssuedToken;
  /** Why the link goes out: an account made by an admin or a venue gets a mail that says so. */
  verificationReason?: 'registration' | 'account-made';
}

export function registerUser(command: RegisterUser, state: UserState): UserEvent[] {
  if (state.exists) throw conflict(USER_EXISTS);
  const events: UserEvent[] = [{ type: 'UserRegistered', data: command.data }];
  if ((!command.data.isVerified || command.data.addressProven === false) && command.verification) {
    const reason = command.verificationReason ?? 'registration';
    events.push({ type: 'VerificationRequested', data: { ...tokenIssued(command.data, command.verification), reason } });
  }
  return events;
}

export interface RequestVerification {
  type: 'RequestVerification';
  now: Date;
  token: IssuedToken;
}

/** Issues a new verification link, unless the account is verified or a link is still valid. */
export function requestVerification(command: RequestVerification, state: UserState): UserEvent[] {
  if (!isLive(state) || state.isVerified) return [];
  if (state.verification && !hasExpired(state.verification, command.now)) return [];
  return [{ type: 'VerificationRequested', data: { ...tokenIssued(state, command.token), reason: state.verificationReason } }];
}

export interface VerifyEmail {
  type: 'VerifyEmail';
  tokenHash: string;
  now: Date;
}

export function verifyEmail(command: VerifyEmail, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.verification || state.verification.tokenHash !== command.tokenHash) {
    throw badRequest(INVALID_VERIFICATION_LINK, 'token');
  }
  if (hasExpired(state.verification, command.now)) throw new DomainError(410, EXPIRED_VERIFICATION_LINK, 'token');
  return [{ type: 'UserVerified', data: { userId: state.userId!, via: 'email-link' } }];
}

export interface ConfirmEmailChange {
  type: 'ConfirmEmailChange';
  tokenHash: string;
  now: Date;
}

/** The link mailed to the asked-for address was opened: the address is proven and becomes the account's. */
export function confirmEmailChange(command: ConfirmEmailChange, state: UserState): UserEvent[] {
  if (!isLive(state) || !state.pendingEmail || state.pendingEmail.tokenHash !== command.tokenHash) {
    throw badRequest(INVALID_VERIFICATION_LINK, 'token');
  }
  if (hasExpired(state.pendingEmail, command.now)) throw new DomainError(410, EXPIRED_EMAIL_CHANGE_LINK, 'token');
  const events: UserEvent[] = [emailChanged(state, state.pendingEmail.email)];
  if (!state.isVerified || !state.addressProven) events.push({ type: 'UserVerified', data: { userId: state.userId!, via: 'email-change' } });
  return events;
}

export interface ConfirmEmailOwnership {
  type: 'ConfirmEmailOwnership';
}

/** Google vouched for the address: an unverified account with it becomes verified. */
export function confirmEmailOwnership(_command: ConfirmEmailOwnership, state: UserState): UserEvent[] {
  if (!isLive(state) || state.isVerified) return [];
  return [{ type: 'UserVerified', data: { userId: state.userId!, via: 'google' } }];
}
