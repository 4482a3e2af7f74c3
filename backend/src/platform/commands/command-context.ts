import type { Locale } from '@izlazak/contracts';
import type { Actor } from '#platform/event-store/event-store.port';

/** Who asked for a command and in which conversation: becomes every appended event's metadata. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  causationId: string;
  /**
   * The revision of the edited stream that the caller's edit was made from (an edit form sends
   * the `version` it loaded). When the stream has moved on since, the edit is refused instead of
   * silently overwriting the other change. Absent: the edit applies to whatever is current.
   */
  expectedRevision?: bigint;
  /** The expected revision is what the caller's If-Match matched: a stale one is a 412, not a 409. */
  revisionFromIfMatch?: boolean;
  /** The API route the command came through ('PUT /api/club/:id'), kept in the events' metadata for the history. */
  via?: string;
  /** The language the request asked for (Accept-Language), which the account mails it causes are written in; none: sr-Latn. */
  locale?: Locale;
}

/**
 * The same caller and conversation for a stream other than the one the caller's version is about
 * (a command that also writes a second stream, or undoes its own write).
 */
export function withoutExpectedRevision({ expectedRevision: _edited, revisionFromIfMatch: _header, ...context }: CommandContext): CommandContext {
  return context;
}

/** The caller's context as a scheduled job keeps it (JSON, no edited version): the job's events name the caller. */
export const storableContext = (context: CommandContext): CommandContext => JSON.parse(JSON.stringify(withoutExpectedRevision(context))) as CommandContext;

export const SYSTEM_ACTOR: Actor = { userId: 'system', role: 'admin', clubId: null };

export function systemContext(correlationId: string): CommandContext {
  return { actor: SYSTEM_ACTOR, correlationId, causationId: correlationId };
}
