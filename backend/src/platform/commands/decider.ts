/** A domain event before it is recorded: what happened, in the domain's words. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * The one shape of every aggregate: a command union, one `decide` (a switch over the command's
 * type that ends in `assertNever`), `evolve` and `initialState`. All three are pure: no I/O, no
 * clock, no ids; the handler passes those in on the command.
 */
export interface Decider<State, Command extends { type: string }, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event extends DomainEvent>(evolve: (state: State, event: Event) => State, initial: State, events: Event[]): State {
  return events.reduce(evolve, initial);
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
