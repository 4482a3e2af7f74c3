import type { PersonalFieldKind, PersonalFieldRegistry, PersonInEvent } from '#platform/privacy/personal-fields';

/** The account's own key seals them: an account changes its address, and its owner's erasure reaches every one it had. */
const ofTheAccount = (fields: Record<string, PersonalFieldKind>): PersonInEvent[] => [{ at: [], accountIdIn: 'userId', fields }];

/**
 * A user account's names, phone, e-mail addresses and username (a username is mostly a name), in
 * its own events and in the claims that keep addresses and usernames unique (`value`).
 */
export const IDENTITY_PERSONAL_FIELDS: PersonalFieldRegistry = {
  UserRegistered: ofTheAccount({ username: 'text', email: 'email', firstName: 'firstName', lastName: 'lastName', mobilePhone: 'phone' }),
  VerificationRequested: ofTheAccount({ email: 'email', firstName: 'firstName' }),
  PasswordResetRequested: ofTheAccount({ email: 'email', firstName: 'firstName' }),
  UserProfileChanged: ofTheAccount({ firstName: 'firstName', lastName: 'lastName', mobilePhone: 'phone' }),
  EmailChangeRequested: ofTheAccount({ email: 'email', previousEmail: 'email', firstName: 'firstName' }),
  UserEmailChanged: ofTheAccount({ email: 'email', previousEmail: 'email' }),
  UserDeleted: ofTheAccount({ email: 'email', username: 'text' }),
  IdentityClaimed: ofTheAccount({ value: 'text' }),
  IdentityReleased: ofTheAccount({ value: 'text' }),
};
