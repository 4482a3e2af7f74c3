import type { TicketOrderInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class PlaceTicketOrderCommand {
  constructor(
    readonly orderId: string,
    readonly input: TicketOrderInput,
    readonly context: CommandContext,
  ) {}
}
