import type { Locale } from '@izlazak/contracts';
import { badRequest, notFound } from '#platform/commands/domain-errors';
import { emailChangeRequested, profileChanges, type IssuedToken } from './user-changes';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, USER_NOT_FOUND } from './user-messages';
import type { UserEvent } from './user.events';
import { isLive, type UserState } from './user.state';

export interface UpdateProfile {
  type: 'UpdateProfile';
  firstName?: string;
  lastName?: string;
  mobilePhone?: string;
  email?: string;
  passwordHash?: string;
  /** Whether the caller typed a current password at all. */
  currentPasswordGiven: boolean;
  /** The password hash the typed current password was checked against, when it matched. */
  provenPasswordHash: string | null;
  /** The link to mail to a new address (required when the address changes). */
  emailToken?: IssuedToken;
}

export function updateProfile(command: UpdateProfile, state: UserState): UserEvent[] {
  if (!isLive(state)) throw notFound(USER_NOT_FOUND);
  const emailChanges = command.email !== undefined && command.email !== state.email;
  if (emailChanges || command.passwordHash !== undefined) {
    if (!command.currentPasswordGiven) throw badRequest(CURRENT_PASSWORD_REQUIRED, 'currentPassword');
    // Compared with the state's hash: a password changed meanwhile makes the proof stale.
    if (command.provenPasswordHash === null || command.provenPasswordHash !== state.passwordHash) {
      throw badRequest(CURRENT_PASSWORD_WRONG, 'currentPassword');
    }
  }
  return [
    ...profileChanges(state, command),
    ...(emailChanges ? [emailChangeRequested(state, command.email!, command.emailToken)] : []),
    ...(command.passwordHash !== undefined ? [{ type: 'PasswordChanged', data: { userId: state.userId!, passwordHash: command.passwordHash, via: 'profile' } } as const] : []),
  ];
}

export interface ChooseLocale {
  type: 'ChooseLocale';
  locale: Locale;
}

/** The language of the owner's screens; choosing the one already chosen records nothing. */
export function chooseLocale(command: ChooseLocale, state: UserState): UserEvent[] {
  if (!isLive(state)) throw notFound(USER_NOT_FOUND);
  if (state.locale === command.locale) return [];
  return [{ type: 'UserLocaleChosen', data: { userId: state.userId!, locale: command.locale } }];
}
