/**
 * What the tables list asks events, which sit above venues: the night of an event, so
 * GET …/tables?eventId= says which tables are free that night. The events feature implements it
 * (its manifest's `ports`), from its read model.
 */
export interface EventNights {
  /** The event's night (YYYY-MM-DD), or null when there is no such event (or it was deleted). */
  nightOf(eventId: string): Promise<string | null>;
}

export const EVENT_NIGHTS = Symbol('EventNights');
