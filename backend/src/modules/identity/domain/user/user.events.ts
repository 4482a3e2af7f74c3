import { createHash } from 'node:crypto';
import type { Locale, Role } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';

export interface UserRegisteredData {
  userId: string;
  uniqueId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  role: Role;
  clubId: string | null;
  passwordHash: string;
  status: boolean;
  /** False: the account gets a verification link by mail and cannot log in until it is used. */
  isVerified: boolean;
  /**
   * Whether the owner proved the address (a mailed link, Google). False for an account a venue's
   * admin made that signs in at once but whose address counts only once its link is opened.
   * Absent (accounts registered before it): as isVerified.
   */
  addressProven?: boolean;
  profileImage: string | null;
}

/**
 * A single-use link was issued. The event holds only the token's SHA-256 hash (to find and check
 * it) and a random tokenId; the link's token is HMAC(key from JWT_SECRET, purpose:tokenId), so
 * only this server can recompute it when composing the mail. See docs/accounts.md.
 */
export interface AccountTokenIssued {
  userId: string;
  email: string;
  firstName: string;
  tokenId: string;
  tokenHash: string;
  expiresAt: string;
  /** The language of the request that asked for the link (Accept-Language): the mail is written in it. Absent: sr-Latn. */
  locale?: Locale;
}

export type UserRegistered = DomainEvent<'UserRegistered', UserRegisteredData>;
export type VerificationRequested = DomainEvent<
  'VerificationRequested',
  AccountTokenIssued & {
    /** Why the link goes out: the owner registered (the default), or an admin or a venue made the account. */
    reason?: 'registration' | 'account-made';
  }
>;
export type UserVerified = DomainEvent<'UserVerified', { userId: string; via: 'email-link' | 'email-change' | 'password-reset' | 'google' }>;
export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', AccountTokenIssued>;
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string; via: 'reset' | 'profile' | 'user-management' }>;
export type UserProfileChanged = DomainEvent<'UserProfileChanged', { userId: string; firstName: string; lastName: string; mobilePhone: string }>;
/**
 * The account's owner (or an admin or manager) asked for a new address. The link goes to the new
 * address (`email`); the account keeps `previousEmail` until it is opened (UserEmailChanged).
 */
export type EmailChangeRequested = DomainEvent<'EmailChangeRequested', AccountTokenIssued & { previousEmail: string }>;
export type UserEmailChanged = DomainEvent<'UserEmailChanged', { userId: string; email: string; previousEmail: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; role: Role; clubId: string | null }>;
export type UserStatusChanged = DomainEvent<'UserStatusChanged', { userId: string; status: boolean }>;
/** The owner chose the language the dashboard and the account's pages speak to them in. */
export type UserLocaleChosen = DomainEvent<'UserLocaleChosen', { userId: string; locale: Locale }>;
/** The account is closed: it no longer signs in or shows in lists; its e-mail and username are released. */
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; email: string; username: string }>;

export type UserEvent =
  | UserRegistered
  | VerificationRequested
  | UserVerified
  | PasswordResetRequested
  | PasswordChanged
  | UserProfileChanged
  | EmailChangeRequested
  | UserEmailChanged
  | UserRoleChanged
  | UserStatusChanged
  | UserLocaleChosen
  | UserDeleted;

/**
 * Claims of an e-mail address or username: one stream per value keeps it unique. The value is
 * taken while the stream's last event is a claim; a release (account deleted, address changed)
 * frees it, and the next claim appends at the release's revision.
 */
export type IdentityClaimed = DomainEvent<'IdentityClaimed', { userId: string; value: string }>;
export type IdentityReleased = DomainEvent<'IdentityReleased', { userId: string; value: string }>;
export type IdentityClaimEvent = IdentityClaimed | IdentityReleased;

export type IdentityKind = 'email' | 'username';

export const userStream = (userId: string) => `user-${userId}`;

const CLAIM_STREAM_PREFIX: Record<IdentityKind, string> = { email: 'useremail', username: 'username' };
const claimedValue = (value: string) => value.trim().toLowerCase();

/**
 * A value's claim stream is named by the SHA-256 of the value in lower case: the value itself is
 * sealed in the events with the account's key, and the name must not give it away.
 */
export const claimStream = (kind: IdentityKind, value: string) => `${CLAIM_STREAM_PREFIX[kind]}-${createHash('sha256').update(claimedValue(value)).digest('hex')}`;
/** Claims written before sealing are in a stream named by the value itself; those stay where they are. */
export const legacyClaimStream = (kind: IdentityKind, value: string) => `${CLAIM_STREAM_PREFIX[kind]}-${claimedValue(value)}`;
