import { assertNever, type Decider } from '#platform/commands/decider';
import { chooseLocale, updateProfile, type ChooseLocale, type UpdateProfile } from './own-profile';
import { requestPasswordReset, resetPassword, type RequestPasswordReset, type ResetPassword } from './password-reset';
import {
  confirmEmailChange,
  confirmEmailOwnership,
  registerUser,
  requestVerification,
  verifyEmail,
  type ConfirmEmailChange,
  type ConfirmEmailOwnership,
  type RegisterUser,
  type RequestVerification,
  type VerifyEmail,
} from './registration';
import { deleteUser, editUser, type DeleteUser, type EditUser } from './user-management';
import type { UserEvent } from './user.events';
import { evolveUser, initialUserState, type UserState } from './user.state';

/**
 * The one decider of a user's stream. Its decisions live by concern beside it: registration and
 * the verification links, the password reset, the owner's profile, and managing users and staff.
 */
export type UserCommand =
  | RegisterUser
  | RequestVerification
  | VerifyEmail
  | ConfirmEmailChange
  | ConfirmEmailOwnership
  | RequestPasswordReset
  | ResetPassword
  | UpdateProfile
  | ChooseLocale
  | EditUser
  | DeleteUser;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'RequestVerification':
      return requestVerification(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, state);
    case 'ConfirmEmailChange':
      return confirmEmailChange(command, state);
    case 'ConfirmEmailOwnership':
      return confirmEmailOwnership(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'ChooseLocale':
      return chooseLocale(command, state);
    case 'EditUser':
      return editUser(command, state);
    case 'DeleteUser':
      return deleteUser(command, state);
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
