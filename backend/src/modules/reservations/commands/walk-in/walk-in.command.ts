import type { WalkInInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/reservations with `walkIn: true`: the venue's staff seat a guest at a free table tonight. */
export class WalkInCommand {
  constructor(
    readonly reservationId: string,
    readonly uniqueId: string,
    readonly input: WalkInInput,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
