import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { said } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { guestListDecider } from '../../domain/guest-list/guest-list.decider';
import { guestListStream } from '../../domain/guest-list/guest-list.events';
import { worksAt } from '../../queries/guest-list.queries';
import { UndoListArrivalCommand } from './undo-arrival.command';

@CommandHandler(UndoListArrivalCommand)
export class UndoListArrivalHandler implements ICommandHandler<UndoListArrivalCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ entryId, input, doorman, context }: UndoListArrivalCommand): Promise<CommandOutcome> {
    const { rows } = await this.pool.query<{ list_id: string; club_id: string }>('SELECT list_id, club_id FROM guest_list_entries WHERE id = $1', [entryId]);
    if (!rows[0]) throw notFound(said('guestLists.entryNotFound'));
    const { list_id: listId, club_id: clubId } = rows[0];
    return this.repository.decide(
      guestListStream(listId),
      guestListDecider,
      {
        type: 'UndoListArrival',
        entryId,
        commandId: input.commandId ?? null,
        mayAdmit: worksAt(doorman, clubId),
        byUserId: doorman.id,
        byName: doorman.firstName,
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
