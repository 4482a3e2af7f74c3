import type { Locale, Role } from '@izlazak/contracts';
import { assertNever } from '#platform/commands/decider';
import type { AccountTokenIssued, UserEvent } from './user.events';

export interface PendingToken {
  tokenHash: string;
  expiresAt: string;
}

export interface UserState {
  exists: boolean;
  deleted: boolean;
  userId: string | null;
  role: Role | null;
  clubId: string | null;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  passwordHash: string | null;
  status: boolean;
  isVerified: boolean;
  /** The owner proved the address: what Izlazak files under it is theirs ('Moji podaci'). */
  addressProven: boolean;
  /** The latest verification link; an older one stops working when a new one is issued. */
  verification: PendingToken | null;
  /** Why the account's links go out: a new one, after the first expired, says the same. */
  verificationReason: 'registration' | 'account-made';
  passwordReset: PendingToken | null;
  /** An address asked for and not yet proven: it takes effect when the link mailed to it is opened. */
  pendingEmail: (PendingToken & { email: string }) | null;
  /** The language the owner chose for their screens; null until they choose one. */
  locale: Locale | null;
}

export const initialUserState = (): UserState => ({
  exists: false,
  deleted: false,
  userId: null,
  role: null,
  clubId: null,
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  mobilePhone: '',
  passwordHash: null,
  status: false,
  isVerified: false,
  addressProven: false,
  verification: null,
  verificationReason: 'registration',
  passwordReset: null,
  pendingEmail: null,
  locale: null,
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const data = event.data;
      return {
        ...state,
        exists: true,
        userId: data.userId,
        role: data.role,
        clubId: data.clubId,
        username: data.username,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        mobilePhone: data.mobilePhone,
        passwordHash: data.passwordHash,
        status: data.status,
        isVerified: data.isVerified,
        addressProven: data.addressProven ?? data.isVerified,
      };
    }
    case 'VerificationRequested':
      return { ...state, verification: pending(event.data), verificationReason: event.data.reason ?? state.verificationReason };
    case 'UserVerified':
      return { ...state, isVerified: true, addressProven: true, verification: null };
    case 'PasswordResetRequested':
      return { ...state, passwordReset: pending(event.data) };
    case 'PasswordChanged':
      // Any new password ends a pending reset link.
      return { ...state, passwordHash: event.data.passwordHash, passwordReset: null };
    case 'UserProfileChanged':
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, mobilePhone: event.data.mobilePhone };
    case 'EmailChangeRequested':
      // Only the newest asked-for address can be confirmed.
      return { ...state, pendingEmail: { ...pending(event.data), email: event.data.email } };
    case 'UserEmailChanged':
      // Links mailed to the old address stop working: that mailbox may no longer be the owner's.
      // Recorded when the link mailed to the new address is opened: the address is proven.
      return { ...state, email: event.data.email, addressProven: true, verification: null, passwordReset: null, pendingEmail: null };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role, clubId: event.data.clubId };
    case 'UserStatusChanged':
      return { ...state, status: event.data.status };
    case 'UserLocaleChosen':
      return { ...state, locale: event.data.locale };
    case 'UserDeleted':
      return { ...state, deleted: true, verification: null, passwordReset: null, pendingEmail: null };
    default:
      return assertNever(event);
  }
}

const pending = (token: AccountTokenIssued): PendingToken => ({ tokenHash: token.tokenHash, expiresAt: token.expiresAt });

export const isLive = (state: UserState) => state.exists && !state.deleted;

export function hasExpired(token: PendingToken, now: Date): boolean {
  return new Date(token.expiresAt).getTime() <= now.getTime();
}
