/** A domain event before it is recorded: what happened, in the domain's words. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** The three pure parts of an aggregate. No I/O, no clock, no ids: the handler passes them in. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event extends DomainEvent>(
  evolve: (state: State, event: Event) => State,
  initial: State,
  events: Event[],
): State {
  return events.reduce(evolve, initial);
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
