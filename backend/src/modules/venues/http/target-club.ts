import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { badRequest } from '#platform/commands/domain-errors';

/**
 * The venue a dashboard call is about: the one named in the request, else the manager's own.
 * An admin has no venue of their own and must name one. Whether the caller may act on it is
 * the decider's question.
 */
export function targetClubId(caller: AuthenticatedUser, named: string | undefined): string {
  const clubId = named?.trim() || (caller.role === 'admin' ? '' : (caller.clubId ?? ''));
  if (!clubId) throw badRequest('refusal.venues.clubIdRequired', 'clubId');
  return clubId;
}
