import type { Actor } from '#platform/event-store/event-store.port';

/** Who asked for a command and in which conversation: becomes every appended event's metadata. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  causationId: string;
}

export const SYSTEM_ACTOR: Actor = { userId: 'system', role: 'admin', clubId: null };

export function systemContext(correlationId: string): CommandContext {
  return { actor: SYSTEM_ACTOR, correlationId, causationId: correlationId };
}
