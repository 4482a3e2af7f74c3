import type { WaitlistJoinInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class JoinWaitlistCommand {
  constructor(
    readonly entryId: string,
    readonly input: WaitlistJoinInput,
    readonly context: CommandContext,
  ) {}
}
