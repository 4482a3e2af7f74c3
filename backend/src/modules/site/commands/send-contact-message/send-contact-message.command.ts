import type { ContactMessageInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class SendContactMessageCommand {
  constructor(
    readonly messageId: string,
    readonly input: ContactMessageInput,
    readonly context: CommandContext,
  ) {}
}
