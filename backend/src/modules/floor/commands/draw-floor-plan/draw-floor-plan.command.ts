import type { FloorPlanInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class DrawFloorPlanCommand {
  constructor(
    readonly clubId: string,
    readonly plan: FloorPlanInput,
    readonly context: CommandContext,
  ) {}
}
