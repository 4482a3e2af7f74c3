import type { Role } from '@izlazak/contracts';
import type { CommandContext } from '../../../../platform/commands/command-context';

export interface NewUserDetails {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  role: Role;
  clubId: string | null;
  password: string;
  status: boolean;
  isVerified: boolean;
  profileImage: string | null;
}

export class RegisterUserCommand {
  constructor(
    readonly userId: string,
    readonly details: NewUserDetails,
    readonly context: CommandContext,
  ) {}
}
