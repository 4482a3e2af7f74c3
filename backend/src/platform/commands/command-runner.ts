import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus, type ICommand, type IQuery } from '@nestjs/cqrs';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import type { CommandOutcome } from './event-sourced-repository';
import { ReadYourWrites } from './read-your-writes';
import { readBackAt } from './written-position';

export interface AnswerOptions {
  /** Only these read models are waited for (default: every read model). */
  readModels?: string[];
  /** The route's GET of what the command makes: a 202 names it when the read models are late. */
  location?: string;
}

/**
 * A route's command, answered only once the read models show it (ReadYourWrites): what the route
 * reads next, and the caller's next GET, see the change. When they are still late at the timeout,
 * a read-back that finds nothing answers 202 (see acceptedInsteadOf), never a 404.
 */
@Injectable()
export class CommandRunner {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** `readModels`: only those read next (default: every read model). */
  async run<Outcome extends { position: GlobalPosition | null } = CommandOutcome>(command: ICommand, readModels?: string[]): Promise<Outcome> {
    const outcome = await this.commandBus.execute<ICommand, Outcome>(command);
    await this.shown(outcome, readModels);
    return outcome;
  }

  /** Runs the command, then answers what the query reads once the read models show it. */
  async answer<View>(command: ICommand, query: IQuery, { readModels, location }: AnswerOptions = {}): Promise<View> {
    await this.run(command, readModels);
    if (location) readBackAt(location);
    return this.queryBus.execute<IQuery, View>(query);
  }

  /** Waits until the read models show an outcome the route decided itself, not through the bus. */
  async shown(outcome: { position: GlobalPosition | null }, readModels?: string[]): Promise<void> {
    await this.readYourWrites.after(outcome.position, readModels);
  }

  /**
   * The command's own answer, with no wait for the read models: for a command whose answer is
   * not read back (a started job names where to follow it), or whose answer must take the same
   * time whatever the command found (a reset link asked for an unknown address).
   */
  dispatch<Result>(command: ICommand): Promise<Result> {
    return this.commandBus.execute<ICommand, Result>(command);
  }
}
