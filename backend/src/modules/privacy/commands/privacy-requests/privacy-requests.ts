import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PersonalDataExport } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { systemContext, type CommandContext } from '#platform/commands/command-context';
import { badRequest, DomainError, forbidden } from '#platform/commands/domain-errors';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { normalisedEmail } from '#platform/privacy/personal-fields';
import { AttemptCounter, minutesToWait, type ThrottleKey } from '#platform/throttling/attempt-counter';
import { DeleteUserCommand } from '../../../identity/commands/delete-user/delete-user.command';
import { requestOfToken } from '../../domain/privacy-link';
import {
  linkUsable,
  PRIVACY_LINK_HOURS,
  privacyRequestDecider,
  privacyRequestStream,
  type PrivacyRequestChannel,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '../../domain/privacy-request.decider';
import { PersonalDataExporter } from '../../queries/personal-data-export';
import { PersonErasure } from '../erase-person/person-erasure';

/** Requests per e-mail address in the counting window, whoever sends them: a mailbox is not flooded. */
export const PRIVACY_REQUESTS_PER_ADDRESS = 3;

export const ADDRESS_NOT_PROVEN = 'Potvrdite email adresu naloga linkom iz mejla da biste preuzeli ili obrisali podatke vezane za nju.';
export const LINK_REFUSED = 'Link nije ispravan ili je istekao. Zatražite novi.';
export const tooManyPrivacyRequests = (wait: number) => `Previše zahteva za ovu adresu. Pokušajte ponovo za ${minutesToWait(wait)}.`;

/** By the address's SHA-256: the counters name nobody. */
const addressKey = (kind: PrivacyRequestKind, address: string): ThrottleKey => ({
  key: `privacy-${kind}:${createHash('sha256').update(address).digest('hex')}`,
  limit: PRIVACY_REQUESTS_PER_ADDRESS,
});

/**
 * The person's own data: a copy of all of it, or its erasure, asked for by a link mailed to the
 * address (whoever types an address cannot read or erase another's data: only the mailbox's owner
 * gets the link), from the signed-in account, or by an admin on a request received otherwise.
 * Each request is a stream of its own, so the change history tells who asked, when and when it
 * was done; the address in it is sealed with the person's key and is gone with their erasure.
 */
@Injectable()
export class PrivacyRequests {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly exporter: PersonalDataExporter,
    private readonly erasure: PersonErasure,
    private readonly attempts: AttemptCounter,
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails the link when Izlazak knows the address; an unknown address changes nothing. The caller
   * answers alike in both cases; over the per-address limit it is a 429 for both alike.
   */
  async mailLink(kind: PrivacyRequestKind, email: string, context: CommandContext): Promise<void> {
    const address = normalisedEmail(email);
    const { wait } = await this.attempts.take([addressKey(kind, address)]);
    if (wait > 0) throw new DomainError(429, tooManyPrivacyRequests(wait));
    if (!(await this.exporter.knows(address))) return;
    const expiresAt = new Date(Date.now() + PRIVACY_LINK_HOURS * 3_600_000).toISOString();
    await this.record(randomUUID(), kind, 'mail', address, expiresAt, context);
  }

  /** The export a mailed link stands for; its first download is recorded as the request done. */
  async exportByLink(token: string, context: CommandContext): Promise<PersonalDataExport> {
    const { requestId, state } = await this.usableLink('export', token);
    const data = await this.exporter.collect(state.request!.email, new Date());
    await this.repository.decide(privacyRequestStream(requestId), privacyRequestDecider, { type: 'RecordExport' }, context);
    return data;
  }

  /** Only checks the erasure link (the page that asks once more): a GET never erases. */
  async checkErasureLink(token: string): Promise<void> {
    await this.usableLink('erasure', token);
  }

  async eraseByLink(token: string, context: CommandContext): Promise<void> {
    const { requestId, state } = await this.usableLink('erasure', token);
    await this.erase(requestId, state.request!.email, context);
  }

  async exportOwn(user: AuthenticatedUser, context: CommandContext): Promise<PersonalDataExport> {
    const email = await this.provenAddress(user);
    const requestId = randomUUID();
    await this.record(requestId, 'export', 'account', email, null, context);
    const data = await this.exporter.collect(email, new Date());
    await this.repository.decide(privacyRequestStream(requestId), privacyRequestDecider, { type: 'RecordExport' }, context);
    return data;
  }

  /** A venue's staff and managers keep their accounts for the venue: an admin closes those. */
  async eraseOwn(user: AuthenticatedUser, context: CommandContext): Promise<void> {
    if (user.role !== 'user') throw forbidden('Nalog osoblja, menadžera ili administratora briše administrator');
    const email = await this.provenAddress(user);
    const requestId = randomUUID();
    await this.record(requestId, 'erasure', 'account', email, null, context);
    await this.erase(requestId, email, context);
  }

  /**
   * What the session may act on: the account's address once its owner proved it (403 otherwise,
   * never another person's data). Unverified accounts cannot sign in; this refuses a venue's
   * manager whose mailed link was not opened yet.
   */
  private async provenAddress(user: AuthenticatedUser): Promise<string> {
    const email = await this.exporter.provenAddressOf(user.id);
    if (!email) throw forbidden(ADDRESS_NOT_PROVEN);
    return email;
  }

  /** An admin's erasure on a request received otherwise (mail, letter): recorded as asked by them. */
  async eraseByAdmin(email: string, context: CommandContext): Promise<void> {
    const requestId = randomUUID();
    await this.record(requestId, 'erasure', 'admin', normalisedEmail(email), null, context);
    await this.erase(requestId, email, context);
  }

  private async record(requestId: string, kind: PrivacyRequestKind, channel: PrivacyRequestChannel, email: string, expiresAt: string | null, context: CommandContext) {
    const request = { requestId, kind, channel, email: normalisedEmail(email), expiresAt };
    await this.repository.decide(privacyRequestStream(requestId), privacyRequestDecider, { type: 'RequestPersonalData', request }, context);
  }

  /** The guest's account closes with their data (it could not sign in under an erased address anyway); then the key goes. */
  private async erase(requestId: string, email: string, context: CommandContext): Promise<void> {
    const account = await this.exporter.accountOf(email);
    if (account?.role === 'user') await this.commandBus.execute(new DeleteUserCommand(account.id, systemContext(context.correlationId)));
    await this.erasure.erase(email);
    await this.repository.decide(privacyRequestStream(requestId), privacyRequestDecider, { type: 'RecordErasure' }, context);
  }

  private async usableLink(kind: PrivacyRequestKind, token: string): Promise<{ requestId: string; state: PrivacyRequestState }> {
    const requestId = requestOfToken(this.config.jwtSecret, kind, token);
    if (!requestId) throw badRequest(LINK_REFUSED, 'token');
    const { state } = await this.repository.load(privacyRequestStream(requestId), privacyRequestDecider);
    if (!linkUsable(state, kind, new Date())) throw badRequest(LINK_REFUSED, 'token');
    return { requestId, state };
  }
}
