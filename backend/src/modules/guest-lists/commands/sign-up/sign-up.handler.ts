import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import type pg from 'pg';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { PG_POOL } from '#platform/database/database.tokens';
import { promoterOfCode, promoterOfUser, type KnownPromoter } from '../../../promoters/queries/promoter-directory';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { said } from '@izlazak/contracts';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { guestListDecider } from '../../domain/guest-list/guest-list.decider';
import { guestListStream, type GuestListEvent } from '../../domain/guest-list/guest-list.events';
import { SignUpToGuestListCommand } from './sign-up.command';

/** A new door code for every sign-up: 18 random bytes, base64url (24 characters, a small QR). */
const newEntryCode = () => randomBytes(18).toString('base64url');

@CommandHandler(SignUpToGuestListCommand)
export class SignUpToGuestListHandler implements ICommandHandler<SignUpToGuestListCommand, CommandOutcome<GuestListEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  /** A promoter signed in adds names as their own; anyone else names a promoter by their code (an unknown one is a 400). */
  private async promoterOf(caller: AuthenticatedUser | null, promoterCode: string | undefined): Promise<KnownPromoter | null> {
    if (caller?.role === 'promoter') return promoterOfUser(this.pool, caller.id);
    if (!promoterCode) return null;
    const promoter = await promoterOfCode(this.pool, promoterCode);
    if (!promoter) throw badRequest(said('guestLists.promoterUnknown'), 'promoterCode');
    return promoter;
  }

  async execute({ listId, entryId, input, caller, context }: SignUpToGuestListCommand): Promise<CommandOutcome<GuestListEvent>> {
    const promoter = await this.promoterOf(caller, input.promoterCode);
    const { firstName, lastName, phone, email, plusOnes, locale } = input;
    return this.repository.decide(
      guestListStream(listId),
      guestListDecider,
      {
        type: 'SignUpToGuestList',
        entryId,
        code: newEntryCode(),
        guest: { firstName, lastName, phone, email: email ?? null },
        plusOnes,
        promoter: promoter && { id: promoter.id, clubIds: promoter.clubIds },
        ...(locale ? { locale } : {}),
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
