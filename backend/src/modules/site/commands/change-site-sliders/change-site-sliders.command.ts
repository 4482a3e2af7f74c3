import type { CommandContext } from '#platform/commands/command-context';
import type { SliderUpload } from '#platform/http/multipart/slider-uploads';

/** New images for some of the home page's six slider slots; the others keep theirs. */
export class ChangeSiteSlidersCommand {
  constructor(
    readonly uploads: SliderUpload[],
    readonly context: CommandContext,
  ) {}
}
