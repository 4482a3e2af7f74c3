import type { VenueTermsInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** PUT /api/club/{clubId}/terms; `rulesOnly`: the body was a bare list of rules. */
export class SetTermsCommand {
  constructor(
    readonly clubId: string,
    readonly input: VenueTermsInput,
    readonly rulesOnly: boolean,
    readonly context: CommandContext,
  ) {}
}
