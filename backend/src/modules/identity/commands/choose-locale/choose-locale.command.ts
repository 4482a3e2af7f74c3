import type { Locale } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** The logged-in user chooses the language of their dashboard and account pages. */
export class ChooseLocaleCommand {
  constructor(
    readonly userId: string,
    readonly locale: Locale,
    readonly context: CommandContext,
  ) {}
}
