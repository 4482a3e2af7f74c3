import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus, type ICommand, type IQuery } from '@nestjs/cqrs';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import type { CommandOutcome } from './event-sourced-repository';
import { ReadYourWrites } from './read-your-writes';

/**
 * A route's command, answered only once the read models show it (ReadYourWrites): what the route
 * reads next, and the caller's next GET, see the change.
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
    await this.readYourWrites.after(outcome.position, readModels);
    return outcome;
  }

  /** Runs the command, then answers what the query reads once the read models show it. */
  async answer<View>(command: ICommand, query: IQuery, readModels?: string[]): Promise<View> {
    await this.run(command, readModels);
    return this.queryBus.execute<IQuery, View>(query);
  }
}
