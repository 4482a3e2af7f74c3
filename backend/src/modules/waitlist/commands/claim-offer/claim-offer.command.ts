import type { CommandContext } from '#platform/commands/command-context';
import type { OfferRef } from '../../domain/offer-link';

export class ClaimOfferCommand {
  constructor(
    readonly offer: OfferRef,
    readonly context: CommandContext,
  ) {}
}
