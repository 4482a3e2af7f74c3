import type { CommandContext } from '#platform/commands/command-context';
import type { SliderUpload } from '#platform/http/multipart/slider-uploads';

/** New images for some of the venue's six slider slots; the others keep theirs. */
export class ChangeVenueSlidersCommand {
  constructor(
    readonly clubId: string,
    readonly uploads: SliderUpload[],
    readonly context: CommandContext,
  ) {}
}
