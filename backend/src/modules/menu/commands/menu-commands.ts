import { Injectable } from '@nestjs/common';
import { conflict } from '#platform/commands/domain-errors';
import type { CommandContext } from '#platform/commands/command-context';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { WrongExpectedVersionError } from '#platform/event-store/event-store.port';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';
import { menuDecider, type MenuCommand } from '../domain/menu/menu.decider';
import { menuStream, type MenuEvent } from '../domain/menu/menu.events';

/** A menu command as a handler sends it; whether the venue still exists is read here. */
export type MenuRequest = MenuCommand extends infer C ? (C extends MenuCommand ? Omit<C, 'venueExists'> : never) : never;

export const MENU_BUSY = 'refusal.menu.busy';

/**
 * Decides every menu command against the venue's one menu stream. Commands for the same menu run
 * one after another in this process, so a burst of adds from one dashboard never exhausts the
 * repository's retries; writers in other processes are still kept apart by the expected revision,
 * and if they collide past the retries the caller gets a 409 to try again, never a 500.
 */
@Injectable()
export class MenuCommands {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly repository: EventSourcedRepository) {}

  async decide(request: MenuRequest, context: CommandContext): Promise<CommandOutcome<MenuEvent>> {
    const { state: venue } = await this.repository.load(venueStream(request.clubId), venueDecider);
    const command = { ...request, venueExists: venue.exists && !venue.deleted };
    try {
      return await this.oneAtATime(request.clubId, () => this.repository.decide(menuStream(request.clubId), menuDecider, command, context));
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw conflict(MENU_BUSY);
      throw error;
    }
  }

  private oneAtATime<T>(clubId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.running.get(clubId) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.running.set(clubId, next);
    const forget = () => {
      if (this.running.get(clubId) === next) this.running.delete(clubId);
    };
    next.then(forget, forget);
    return next;
  }
}
