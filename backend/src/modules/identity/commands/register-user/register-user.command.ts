import type { Role } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export interface NewUserDetails {
  /** Left out: one is made from the e-mail address (marko, marko4821, …). */
  username?: string;
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  role: Role;
  clubId: string | null;
  password: string;
  status: boolean;
  /** False: the account gets a verification link by mail and cannot log in until it is used. */
  isVerified: boolean;
  profileImage: string | null;
}

export class RegisterUserCommand {
  constructor(
    readonly userId: string,
    readonly details: NewUserDetails,
    readonly context: CommandContext,
    /** An uploaded profile picture, not yet checked: stored only once the cheap checks pass. */
    readonly profileImageUpload: Buffer | null = null,
  ) {}
}
