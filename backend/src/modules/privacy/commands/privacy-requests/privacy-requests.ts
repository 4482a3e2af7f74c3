import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Locale, PersonalDataExport } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { storableContext, systemContext, type CommandContext } from '#platform/commands/command-context';
import { badRequest, DomainError, forbidden, notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { normalisedEmail } from '#platform/privacy/personal-fields';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { AttemptCounter, minutesToWait, type ThrottleKey } from '#platform/throttling/attempt-counter';
import { DeleteUserCommand } from '../../../identity/commands/delete-user/delete-user.command';
import { requestOfToken } from '../../domain/privacy-link';
import {
  EXPORT_LINK_USED,
  linkUsable,
  PRIVACY_LINK_HOURS,
  privacyRequestDecider,
  privacyRequestStream,
  type PrivacyRequestChannel,
  type PrivacyRequestKind,
  type PrivacyRequestState,
  type PersonalDataRequestedData,
} from '../../domain/privacy-request.decider';
import { PersonalDataExporter } from '../../queries/personal-data-export';
import { PersonErasure } from '../erase-person/person-erasure';

/** Requests per e-mail address in the counting window, whoever sends them: a mailbox is not flooded. */
export const PRIVACY_REQUESTS_PER_ADDRESS = 3;

export const ADDRESS_NOT_PROVEN = 'refusal.privacy.addressNotProven';
export const LINK_REFUSED = 'refusal.privacy.linkRefused';
export const tooManyPrivacyRequests = (wait: number) => `Previše zahteva za ovu adresu. Pokušajte ponovo za ${minutesToWait(wait)}.`;

/** By the address's SHA-256: the counters name nobody. */
const addressKey = (kind: PrivacyRequestKind, address: string): ThrottleKey => ({
  key: `privacy-${kind}:${createHash('sha256').update(address).digest('hex')}`,
  limit: PRIVACY_REQUESTS_PER_ADDRESS,
});

/** The scheduled commands (docs/privacy.md): a request by address, and an erasure. */
export const PRIVACY_REQUEST_JOB = 'privacy-request';
export const PRIVACY_ERASURE_JOB = 'privacy-erasure';

/** What a job needs to act as the request's asker; the address is blanked in the row once it ran. */
interface RequestJob {
  request: PersonalDataRequestedData;
  context: CommandContext;
}

interface ErasureJob {
  requestId: string;
  email: string;
  context: CommandContext;
}

/** Where an erasure asked for stands: under way (the job runs, or retries), done, or failed for good (an admin looks at its job). */
export type ErasureState = 'pending' | 'done' | 'failed';

/**
 * The person's own data: a copy of all of it, or its erasure, asked for by a link mailed to the
 * address (whoever types an address cannot read or erase another's data: only the mailbox's owner
 * gets the link), from the signed-in account, or by an admin on a request received otherwise.
 * Each request is a stream of its own, so the change history tells who asked, when and when it
 * was done; the address in it is sealed with the person's key and is gone with their erasure.
 *
 * A request by address is answered before anything about the address is looked at: the answer
 * schedules a job (the platform's scheduled commands) the same for a known and an unknown
 * address, so neither its body nor its time tells them apart. An erasure is a job too: the
 * request answers 202 at once with where to see it done.
 */
@Injectable()
export class PrivacyRequests implements OnModuleInit {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly exporter: PersonalDataExporter,
    private readonly erasure: PersonErasure,
    private readonly attempts: AttemptCounter,
    private readonly commandBus: CommandBus,
    private readonly scheduler: ScheduledCommands,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<RequestJob>(PRIVACY_REQUEST_JOB, (job, run) => this.carryOutRequest(job, run.key));
    this.scheduler.handle<ErasureJob>(PRIVACY_ERASURE_JOB, (job, run) => this.carryOutErasure(job, run.key));
  }

  /**
   * Hands the request to the job and answers: the same work for every address (the per-address
   * count, one scheduled row). Over the per-address limit it is a 429 for both alike.
   */
  async mailLink(kind: PrivacyRequestKind, email: string, context: CommandContext, locale?: Locale): Promise<void> {
    const address = normalisedEmail(email);
    const { wait } = await this.attempts.take([addressKey(kind, address)]);
    if (wait > 0) throw new DomainError(429, tooManyPrivacyRequests(wait));
    const requestId = randomUUID();
    const expiresAt = new Date(Date.now() + PRIVACY_LINK_HOURS * 3_600_000).toISOString();
    const request: PersonalDataRequestedData = { requestId, kind, channel: 'mail', email: address, expiresAt, ...(locale ? { locale } : {}) };
    await this.scheduler.schedule<RequestJob>({
      stream: privacyRequestStream(requestId),
      purpose: PRIVACY_REQUEST_JOB,
      runAt: new Date(),
      payload: { request, context: storableContext(context) },
    });
  }

  /** The job of a request by address: recorded (and so mailed) only when Izlazak knows the address; an unknown one changes nothing. */
  private async carryOutRequest({ request, context }: RequestJob, key: string): Promise<void> {
    if (request.email && (await this.exporter.knows(request.email))) {
      await this.repository.decide(privacyRequestStream(request.requestId), privacyRequestDecider, { type: 'RequestPersonalData', request }, context);
    }
    await this.forgetPayload(key);
  }

  /**
   * The export a mailed link stands for, once: its download is recorded first, so a second use,
   * or a second download racing the first, is refused with a 410.
   */
  async exportByLink(token: string, context: CommandContext): Promise<PersonalDataExport> {
    const { requestId, state } = await this.usableLink('export', token, { used: true });
    await this.repository.decide(privacyRequestStream(requestId), privacyRequestDecider, { type: 'RecordExport' }, context);
    return this.exporter.collect(state.request!.email, new Date());
  }

  /** Only checks the erasure link (the page that asks once more): a GET never erases. */
  async checkErasureLink(token: string): Promise<void> {
    await this.usableLink('erasure', token);
  }

  /** Starts the erasure the link stands for; confirming it again while it runs starts nothing more. Answers the request's id. */
  async eraseByLink(token: string, context: CommandContext): Promise<string> {
    const requestId = requestOfToken(this.config.jwtSecret, 'erasure', token);
    if (requestId && (await this.erasureState(requestId)) === 'pending') return requestId;
    const { state } = await this.usableLink('erasure', token);
    await this.startErasure(requestId!, state.request!.email, context);
    return requestId!;
  }

  /** Where the erasure of a link stands; the link (signed) names it, also once its address reads blank. */
  async erasureStateByLink(token: string): Promise<ErasureState> {
    const requestId = requestOfToken(this.config.jwtSecret, 'erasure', token);
    const state = requestId ? await this.erasureState(requestId) : null;
    if (!state) throw notFound(ERASURE_UNKNOWN);
    return state;
  }

  /** An erasure asked for from the profile or by an admin: null for any other request. */
  async erasureState(requestId: string): Promise<ErasureState | null> {
    const { state } = await this.repository.load(privacyRequestStream(requestId), privacyRequestDecider);
    if (state.request?.kind !== 'erasure') return null;
    const job = await this.scheduler.find({ stream: privacyRequestStream(requestId), purpose: PRIVACY_ERASURE_JOB });
    if (!job) return state.erased ? 'done' : null;
    // Done once the job is: it ends when the read models show the erasure, so a read after 'done' finds nobody.
    if (state.erased && job.state === 'done') return 'done';
    return job.state === 'failed' || job.state === 'refused' ? 'failed' : 'pending';
  }

  async exportOwn(user: AuthenticatedUser, context: CommandContext): Promise<PersonalDataExport> {
    const email = await this.provenAddress(user);
    const requestId = randomUUID();
    await this.record(requestId, 'export', 'account', email, null, context);
    const data = await this.exporter.collect(email, new Date());
    await this.repository.decide(privacyRequestStream(requestId), privacyRequestDecider, { type: 'RecordExport' }, context);
    return data;
  }

  /** A venue's staff and managers keep their accounts for the venue: an admin closes those. Answers the request's id. */
  async eraseOwn(user: AuthenticatedUser, context: CommandContext): Promise<string> {
    if (user.role !== 'user') throw forbidden('refusal.privacy.staffErasedByAdmin');
    const email = await this.provenAddress(user);
    const requestId = randomUUID();
    await this.record(requestId, 'erasure', 'account', email, null, context);
    // The account closes at once (its sessions end with the answer); the rest is the job's.
    await this.closeGuestAccount(email, context);
    await this.startErasure(requestId, email, context);
    return requestId;
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

  /** An admin's erasure on a request received otherwise (mail, letter): recorded as asked by them. Answers the request's id. */
  async eraseByAdmin(email: string, context: CommandContext): Promise<string> {
    const requestId = randomUUID();
    await this.record(requestId, 'erasure', 'admin', normalisedEmail(email), null, context);
    await this.startErasure(requestId, email, context);
    return requestId;
  }

  private async record(requestId: string, kind: PrivacyRequestKind, channel: PrivacyRequestChannel, email: string, expiresAt: string | null, context: CommandContext) {
    const request = { requestId, kind, channel, email: normalisedEmail(email), expiresAt };
    await this.repository.decide(privacyRequestStream(requestId), privacyRequestDecider, { type: 'RequestPersonalData', request }, context);
  }

  private async startErasure(requestId: string, email: string, context: CommandContext): Promise<void> {
    await this.scheduler.schedule<ErasureJob>({
      stream: privacyRequestStream(requestId),
      purpose: PRIVACY_ERASURE_JOB,
      runAt: new Date(),
      payload: { requestId, email: normalisedEmail(email), context: storableContext(context) },
    });
  }

  /**
   * The erasure's job: the guest's account closes with their data (it could not sign in under an
   * erased address anyway), the key goes, the read models blank the person from the event
   * recorded with the request's end. A retry after a crash starts again from the address in the
   * job, which is blanked once done.
   */
  private async carryOutErasure({ requestId, email, context }: ErasureJob, key: string): Promise<void> {
    const { state } = await this.repository.load(privacyRequestStream(requestId), privacyRequestDecider);
    if (!state.erased) {
      await this.closeGuestAccount(email, context);
      await this.erasure.erase(email, async (erased) => {
        const { position } = await this.repository.decide(
          privacyRequestStream(requestId),
          privacyRequestDecider,
          { type: 'RecordErasure', erased: { ...erased, requestId } },
          context,
        );
        await this.readYourWrites.after(position);
      });
    }
    await this.forgetPayload(key);
  }

  /**
   * Closes the guest's live account under the address. The users read model may not show yet that
   * it was closed a moment ago (by the profile's request, or a run of this job that crashed after):
   * closed already is done, not a refusal that would end the job with the erasure undone.
   */
  private async closeGuestAccount(email: string, context: CommandContext): Promise<void> {
    const account = await this.exporter.accountOf(email);
    if (account?.role !== 'user') return;
    try {
      await this.commandBus.execute(new DeleteUserCommand(account.id, systemContext(context.correlationId)));
    } catch (error) {
      if (!(error instanceof DomainError && error.statusCode === 404)) throw error;
    }
  }

  /** A job's row named the address: once it ran, it names nobody. */
  private async forgetPayload(key: string): Promise<void> {
    await this.erasure.forgetJobPayload(key);
  }

  private async usableLink(kind: PrivacyRequestKind, token: string, { used = false } = {}): Promise<{ requestId: string; state: PrivacyRequestState }> {
    const requestId = requestOfToken(this.config.jwtSecret, kind, token);
    if (!requestId) throw badRequest(LINK_REFUSED, 'token');
    const { state } = await this.repository.load(privacyRequestStream(requestId), privacyRequestDecider);
    if (used && state.exported && linkUsable(state, kind, new Date())) throw new DomainError(410, EXPORT_LINK_USED, 'token');
    if (!linkUsable(state, kind, new Date())) throw badRequest(LINK_REFUSED, 'token');
    return { requestId, state };
  }
}

export const ERASURE_UNKNOWN = 'refusal.privacy.erasureUnknown';
