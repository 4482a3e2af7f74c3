import type { AddUserInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** An admin or a manager adds an account from 'Lista korisnika' or 'Osoblje'. */
export class CreateUserCommand {
  constructor(
    readonly userId: string,
    readonly input: AddUserInput,
    readonly context: CommandContext,
  ) {}
}
