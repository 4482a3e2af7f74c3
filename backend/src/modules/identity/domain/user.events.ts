import type { Role } from '@izlazak/contracts';
import type { DomainEvent } from '../../../platform/commands/decider';

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
  isVerified: boolean;
  profileImage: string | null;
}

export type UserRegistered = DomainEvent<'UserRegistered', UserRegisteredData>;

export type UserEvent = UserRegistered;

/** Claims of an e-mail address or username: one stream per value keeps it unique. */
export type IdentityClaimed = DomainEvent<'IdentityClaimed', { userId: string; value: string }>;

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (email: string) => `useremail-${email.trim().toLowerCase()}`;
export const usernameClaimStream = (username: string) => `username-${username.trim().toLowerCase()}`;
