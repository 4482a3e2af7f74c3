import type { SiteDataInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class UpdateSiteDataCommand {
  constructor(
    readonly data: SiteDataInput,
    readonly context: CommandContext,
  ) {}
}
