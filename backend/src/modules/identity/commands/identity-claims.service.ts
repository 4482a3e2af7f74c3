import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '#platform/commands/command-context';
import { conflict } from '#platform/commands/domain-errors';
import { EventSourcedRepository, withMetadata, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore } from '#platform/event-store/event-store.port';
import { logger } from '#platform/logging/json-logger';
import { claimIsAbandoned, planClaim, type ClaimStreamHead } from '../domain/identity-claim';
import { userDecider } from '../domain/user/user.decider';
import { claimStream, legacyClaimStream, userStream, type IdentityClaimed, type IdentityKind, type IdentityReleased, type UserEmailChanged } from '../domain/user/user.events';

export const EMAIL_TAKEN = 'Korisnik sa unesenim email adresom već postoji!';
export const USERNAME_TAKEN = 'Korisničko ime je zauzeto';

const TAKEN: Record<IdentityKind, { message: string; field: string }> = {
  email: { message: EMAIL_TAKEN, field: 'email' },
  username: { message: USERNAME_TAKEN, field: 'username' },
};
const ATTEMPTS = 5;

/**
 * E-mail addresses and usernames are unique through one claim stream per lower-cased value.
 * A value is taken while its stream's last event is a claim; every append names the revision it
 * read, so of two concurrent claimers exactly one wins (EventStoreDB has no multi-stream
 * transaction, so the invariant must live inside one stream). A value claimed before the streams
 * were named by hashes keeps its stream named by the value (`streamOf`): one stream per value
 * still, and every claimer finds the same one.
 */
@Injectable()
export class IdentityClaims {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly repository: EventSourcedRepository,
  ) {}

  /**
   * Takes the value for the user, or throws the 409 the user sees. Idempotent for the owner: says
   * whether this call took it ('claimed') or the user held it before ('already-ours').
   */
  async claim(kind: IdentityKind, value: string, userId: string, context: CommandContext): Promise<'claimed' | 'already-ours'> {
    const streamId = await this.streamOf(kind, value);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const head = await this.headOf(streamId);
      const decision = planClaim(head, userId);
      if (decision.action === 'already-ours') return 'already-ours';
      let expectedRevision: bigint | 'no_stream';
      if (decision.action === 'append') {
        expectedRevision = decision.expectedRevision;
      } else if (decision.action === 'ask-owner' && head.kind === 'claimed' && (await this.abandoned(kind, value, head, decision.ownerId))) {
        logger.warn({ message: 'Taking over an abandoned identity claim', streamId, ownerId: decision.ownerId }, 'Identity');
        expectedRevision = head.revision;
      } else {
        throw conflict(TAKEN[kind].message, TAKEN[kind].field);
      }
      const claimed: IdentityClaimed = { type: 'IdentityClaimed', data: { userId, value: value.trim() } };
      try {
        await this.store.appendToStream(streamId, [withMetadata(claimed, context)], { expectedRevision });
        return 'claimed';
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        // Someone else appended first: read the head again and decide again.
      }
    }
    throw conflict(TAKEN[kind].message, TAKEN[kind].field);
  }

  /** Frees the value if this user holds it; a no-op otherwise. */
  async release(kind: IdentityKind, value: string, userId: string, context: CommandContext): Promise<void> {
    const streamId = await this.streamOf(kind, value);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const head = await this.headOf(streamId);
      if (head.kind !== 'claimed' || head.userId !== userId) return;
      const released: IdentityReleased = { type: 'IdentityReleased', data: { userId, value: value.trim() } };
      try {
        await this.store.appendToStream(streamId, [withMetadata(released, context)], { expectedRevision: head.revision });
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
  }

  /** Release that never fails the caller: used to undo a claim after a later step failed. */
  async releaseQuietly(kind: IdentityKind, value: string, userId: string, context: CommandContext): Promise<void> {
    try {
      await this.release(kind, value, userId, context);
    } catch (error) {
      // A claim left behind is taken over once abandoned (see claimIsAbandoned).
      logger.error({ message: 'Could not release an identity claim', kind, userId, error: String(error) }, 'Identity');
    }
  }

  /**
   * Runs an append that may change the user's e-mail address: the new address is claimed first
   * (409 if taken), given back if the append fails, and the old one is released once the change
   * is recorded.
   */
  async aroundEmailChange(
    userId: string,
    currentEmail: string,
    newEmail: string | undefined,
    context: CommandContext,
    append: () => Promise<CommandOutcome>,
  ): Promise<CommandOutcome> {
    const claimsNew = newEmail !== undefined && !sameValue(newEmail, currentEmail);
    const took = claimsNew && (await this.claim('email', newEmail, userId, context)) === 'claimed';
    let outcome: CommandOutcome;
    try {
      outcome = await append();
    } catch (error) {
      if (took) await this.releaseQuietly('email', newEmail, userId, context);
      throw error;
    }
    for (const event of outcome.events) {
      if (event.type !== 'UserEmailChanged') continue;
      const { email, previousEmail } = (event as UserEmailChanged).data;
      if (!sameValue(email, previousEmail)) await this.releaseQuietly('email', previousEmail, userId, context);
    }
    return outcome;
  }

  /**
   * The value's claim stream: the one named by the value when it was written before the hashed
   * names, else the hashed one. No new stream is named by a value, so the answer never changes
   * from hashed to legacy and concurrent claimers cannot split between the two.
   */
  async streamOf(kind: IdentityKind, value: string): Promise<string> {
    const legacy = legacyClaimStream(kind, value);
    return (await this.headOf(legacy)).kind === 'none' ? claimStream(kind, value) : legacy;
  }

  /** Every account that ever claimed the value, first claim first (a claim may not have become an account). */
  async claimantsOf(kind: IdentityKind, value: string): Promise<string[]> {
    const claimants = new Set<string>();
    for await (const event of this.store.readStream(await this.streamOf(kind, value))) {
      if (event.type === 'IdentityClaimed') claimants.add((event.data as IdentityClaimed['data']).userId);
    }
    return [...claimants];
  }

  private async headOf(streamId: string): Promise<ClaimStreamHead> {
    for await (const event of this.store.readStream(streamId, { direction: 'backwards', fromRevision: 'end', maxCount: 1 })) {
      if (event.type === 'IdentityReleased') return { kind: 'released', revision: event.revision };
      const data = event.data as IdentityClaimed['data'];
      return { kind: 'claimed', revision: event.revision, userId: data.userId, claimedAt: event.metadata.occurredAt };
    }
    return { kind: 'none' };
  }

  private async abandoned(kind: IdentityKind, value: string, head: { claimedAt: string }, ownerId: string): Promise<boolean> {
    const { state } = await this.repository.load(userStream(ownerId), userDecider);
    return claimIsAbandoned(kind, value, head, state, new Date());
  }
}

const sameValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
