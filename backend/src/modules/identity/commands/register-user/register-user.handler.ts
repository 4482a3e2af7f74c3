import { randomInt } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '#platform/auth/passwords';
import type { CommandContext } from '#platform/commands/command-context';
import { DomainError, conflict } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ImageStorage, type StoredImage } from '#platform/storage/image-storage';
import { AccountTokens } from '../../auth/account-tokens';
import { VERIFICATION_LINK_HOURS } from '../../domain/user/registration';
import { userDecider } from '../../domain/user/user.decider';
import { userStream } from '../../domain/user/user.events';
import { newUniqueId } from '#platform/ids/unique-id';
import { UserDirectory } from '../../queries/user-directory';
import { EMAIL_TAKEN, IdentityClaims, USERNAME_TAKEN } from '../identity-claims.service';
import { RegisterUserCommand } from './register-user.command';

export { EMAIL_TAKEN, USERNAME_TAKEN } from '../identity-claims.service';

const GENERATED_USERNAME_ATTEMPTS = 6;

/**
 * Registers a user. The e-mail address and the username are claimed first, each in a stream of its
 * own (see IdentityClaims): of two concurrent registrations only one can win a claim. A claim is
 * given back when a later step fails, so a failed registration leaves the address free. An
 * uploaded picture is decoded and stored only after the cheap refusals (e-mail or username in use,
 * read from the users read model, so a bad picture still writes nothing), and removed again when
 * the registration fails after all.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly claims: IdentityClaims,
    private readonly tokens: AccountTokens,
    private readonly images: ImageStorage,
    private readonly users: UserDirectory,
  ) {}

  async execute({ userId, details, context, profileImageUpload, verificationReason }: RegisterUserCommand): Promise<CommandOutcome> {
    const email = details.email.trim();
    let image: StoredImage | null = null;
    if (profileImageUpload) {
      await this.refuseIfInUse(userId, email, details.username);
      image = await this.images.storeImage(profileImageUpload, 'profile', 'profileImage');
    }
    let emailClaim: 'claimed' | 'already-ours' | null = null;
    let username: { value: string; claim: 'claimed' | 'already-ours' } | null = null;
    try {
      emailClaim = await this.claims.claim('email', email, userId, context);
      username = await this.claimUsername(details.username, email, userId, context);
      const passwordHash = await hashPassword(details.password);
      const { password: _, ...profile } = details;
      const now = new Date();
      const registration = { ...profile, profileImage: image?.url ?? profile.profileImage, userId, uniqueId: newUniqueId(), passwordHash, email, username: username.value };
      const needsLink = !details.isVerified || details.addressProven === false;
      const verification = needsLink ? this.tokens.issue('verify', now, VERIFICATION_LINK_HOURS, context.locale) : undefined;
      return await this.repository.decide(userStream(userId), userDecider, { type: 'RegisterUser', data: registration, verification, verificationReason }, context);
    } catch (error) {
      // Give back only what this call took: a retry of a finished registration must keep its claims.
      if (emailClaim === 'claimed') await this.claims.releaseQuietly('email', email, userId, context);
      if (username?.claim === 'claimed') await this.claims.releaseQuietly('username', username.value, userId, context);
      if (image) await this.images.remove(image);
      throw error;
    }
  }

  /** The claims decide; this only spares decoding a picture for a registration bound to be refused. */
  private async refuseIfInUse(userId: string, email: string, wanted: string | undefined) {
    const byEmail = await this.users.findByEmail(email);
    if (byEmail && byEmail.id !== userId) throw conflict(EMAIL_TAKEN, 'email');
    const name = wanted?.trim();
    const byName = name ? await this.users.findByLogin(name) : null;
    if (byName && byName.id !== userId && byName.username.toLowerCase() === name!.toLowerCase()) throw conflict(USERNAME_TAKEN, 'username');
  }

  private async claimUsername(wanted: string | undefined, email: string, userId: string, context: CommandContext) {
    if (wanted !== undefined && wanted.trim() !== '') {
      return { value: wanted.trim(), claim: await this.claims.claim('username', wanted.trim(), userId, context) };
    }
    const base = usernameBase(email);
    for (let attempt = 0; attempt < GENERATED_USERNAME_ATTEMPTS; attempt++) {
      const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
      try {
        return { value: candidate, claim: await this.claims.claim('username', candidate, userId, context) };
      } catch (error) {
        if (!(error instanceof DomainError && error.statusCode === 409)) throw error;
      }
    }
    throw new DomainError(409, 'identity.usernameUnavailable', 'username');
  }
}

/** marko.markovic@example.rs → marko.markovic; at least three characters. */
export function usernameBase(email: string): string {
  const local = email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '');
  return local.length >= 3 ? local.slice(0, 40) : `${local}korisnik`;
}
