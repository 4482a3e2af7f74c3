import type { AccountTokenIssued, UserEvent } from './user.events';
import type { UserState } from './user.state';

/** A freshly issued link: its id, the hash of its token, when it stops working, the language it is mailed in. */
export type IssuedToken = Pick<AccountTokenIssued, 'tokenId' | 'tokenHash' | 'expiresAt' | 'locale'>;

export function tokenIssued(user: Pick<UserState, 'email' | 'firstName'> & { userId: string | null }, token: IssuedToken): AccountTokenIssued {
  return { userId: user.userId!, email: user.email, firstName: user.firstName, ...token };
}

export function profileChanges(state: UserState, change: { firstName?: string; lastName?: string; mobilePhone?: string }): UserEvent[] {
  const next = {
    firstName: change.firstName ?? state.firstName,
    lastName: change.lastName ?? state.lastName,
    mobilePhone: change.mobilePhone ?? state.mobilePhone,
  };
  const changed = next.firstName !== state.firstName || next.lastName !== state.lastName || next.mobilePhone !== state.mobilePhone;
  return changed ? [{ type: 'UserProfileChanged', data: { userId: state.userId!, ...next } }] : [];
}

/**
 * A new address counts only once its owner opens the link mailed to it: until then the account
 * keeps its address, and nothing filed under the new one (reservations, guest books, privacy
 * requests) is the account's.
 */
export function emailChangeRequested(state: UserState, email: string, token: IssuedToken | undefined): UserEvent {
  if (!token) throw new Error('An e-mail change needs a link to mail to the new address');
  return { type: 'EmailChangeRequested', data: { ...tokenIssued({ ...state, email }, token), previousEmail: state.email } };
}

export function emailChanged(state: UserState, email: string): UserEvent {
  return { type: 'UserEmailChanged', data: { userId: state.userId!, email, previousEmail: state.email } };
}
