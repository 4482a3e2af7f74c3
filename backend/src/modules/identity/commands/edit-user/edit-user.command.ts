import type { EditUserInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** An admin or a manager changes an account from 'Lista korisnika' or 'Osoblje'. */
export class EditUserCommand {
  constructor(
    readonly userId: string,
    readonly input: EditUserInput,
    readonly context: CommandContext,
  ) {}
}
