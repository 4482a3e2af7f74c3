import type { Locale } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class SubscribeCommand {
  constructor(
    readonly email: string,
    readonly locale: Locale,
    readonly context: CommandContext,
  ) {}
}
