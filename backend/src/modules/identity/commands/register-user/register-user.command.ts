import type { CommandContext } from '#platform/commands/command-context';
import type { UserRegisteredData } from '../../domain/user/user.events';

export interface NewUserDetails extends Omit<UserRegisteredData, 'userId' | 'uniqueId' | 'username' | 'passwordHash'> {
  /** Left out: one is made from the e-mail address (marko, marko4821, …). */
  username?: string;
  password: string;
}

/** What the account's owner typed, as the sign-up form and the admin's form both carry it. */
export type TypedAccount = Pick<NewUserDetails, 'username' | 'email' | 'firstName' | 'lastName' | 'mobilePhone' | 'password'>;

export const typedAccount = ({ username, email, firstName, lastName, mobilePhone, password }: TypedAccount): TypedAccount => ({
  username,
  email,
  firstName,
  lastName,
  mobilePhone,
  password,
});

export class RegisterUserCommand {
  constructor(
    readonly userId: string,
    readonly details: NewUserDetails,
    readonly context: CommandContext,
    /** An uploaded profile picture, not yet checked: stored only once the cheap checks pass. */
    readonly profileImageUpload: Buffer | null = null,
    /** Why an unverified account's link goes out: the mail says who made the account. */
    readonly verificationReason: 'registration' | 'account-made' = 'registration',
  ) {}
}
