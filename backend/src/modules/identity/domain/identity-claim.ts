import type { IdentityKind } from './user/user.events';
import { isLive, type UserState } from './user/user.state';

/**
 * How long a claim whose owner does not show it (no account yet, or another address by now) is
 * still respected: a registration or an address change is between its two appends.
 */
export const CLAIM_GRACE_MS = 5 * 60 * 1000;

/*
 * Why the claim streams are not a Decider (platform/commands/decider.ts), unlike every other stream:
 * - A claim's age decides whether it may be taken over, and that age is when the claim was recorded:
 *   the event's metadata, which a Decider's `evolve` never sees (it gets type and data). The recorded
 *   IdentityClaimed events carry no time in their data, so a Decider could not tell a fresh claim
 *   from an abandoned one without rewriting history.
 * - Claiming a held value reads a second stream, the owner's account, between reading the claim and
 *   appending (claimIsAbandoned). A Decider decides from one stream's state and a command fixed
 *   before the stream is read, and `repository.decide` would retry without reading the owner again.
 * - The head alone decides: IdentityClaims reads one event backwards, not the whole stream.
 * So the rules stay here as two pure functions, and IdentityClaims does the reads and the append.
 */

/** The last event of a claim stream, if any. */
export type ClaimStreamHead = { kind: 'none' } | { kind: 'released'; revision: bigint } | { kind: 'claimed'; revision: bigint; userId: string; claimedAt: string };

export type ClaimPlan = { action: 'append'; expectedRevision: bigint | 'no_stream' } | { action: 'already-ours' } | { action: 'ask-owner'; ownerId: string } | { action: 'taken' };

/** First step of claiming a value: from the head of its stream alone. */
export function planClaim(head: ClaimStreamHead, userId: string): ClaimPlan {
  switch (head.kind) {
    case 'none':
      return { action: 'append', expectedRevision: 'no_stream' };
    case 'released':
      return { action: 'append', expectedRevision: head.revision };
    case 'claimed':
      return head.userId === userId ? { action: 'already-ours' } : { action: 'ask-owner', ownerId: head.userId };
  }
}

/**
 * Second step, when another account holds the claim: a claim is abandoned when its owner is
 * deleted, or when, past the grace period, the owner never came to exist (a crash mid-registration)
 * or no longer uses the value (a crash between an address change and its release).
 */
export function claimIsAbandoned(kind: IdentityKind, value: string, claim: { claimedAt: string }, owner: UserState, now: Date): boolean {
  if (owner.exists && owner.deleted) return true;
  const pastGrace = now.getTime() - new Date(claim.claimedAt).getTime() > CLAIM_GRACE_MS;
  if (!pastGrace) return false;
  if (!isLive(owner)) return true;
  const used = kind === 'email' ? owner.email : owner.username;
  return used.trim().toLowerCase() !== value.trim().toLowerCase();
}
