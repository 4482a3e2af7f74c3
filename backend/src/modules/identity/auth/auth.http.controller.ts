import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { loginSchema, type LoginInput, type LoginResponse, type UserView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { hashPassword, passwordMatches } from '#platform/auth/passwords';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { SessionStore } from '#platform/auth/sessions';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { DomainError } from '#platform/commands/domain-errors';
import { validBody } from '#platform/http/schema.pipe';
import { logger } from '#platform/logging/json-logger';
import { RequestVerificationCommand } from '../commands/request-verification/request-verification.command';
import { UserDirectory, UserViews } from '../queries/user-directory';
import { AuthThrottle } from './auth-throttle';
import { inRequestLanguage } from '#platform/http/request-language';

export const WRONG_CREDENTIALS = 'identity.wrongCredentials';
export const ACCOUNT_INACTIVE = 'identity.accountInactive';
export const ACCOUNT_NOT_VERIFIED = 'identity.accountNotVerified';

// Checked when the login name is unknown, so that answering takes as long as for a real account.
let decoyHash: Promise<string> | null = null;

@ApiTags('auth')
@Controller('auth')
export class AuthHttpController {
  constructor(
    private readonly users: UserDirectory,
    private readonly views: UserViews,
    private readonly sessions: SessionStore,
    private readonly throttle: AuthThrottle,
    private readonly commands: CommandRunner,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Prijava e-mail adresom ili korisničkim imenom',
    description:
      'rememberMe: token važi 30 dana, inače 12 sati. Posle 5 pogrešnih lozinki za nalog sa jedne adrese, 20 za nalog sa svih adresa osim onih sa kojih se vlasnik već prijavio, ili 30 sa jedne adrese u 15 minuta: 429. Neverifikovan nalog: 403 (i novi link ako je stari istekao); neaktivan: 403.',
  })
  @ApiBody({ schema: { example: { email: 'admin@izlazak.rs', password: '…', rememberMe: false } } })
  async login(@Body(validBody(loginSchema)) input: LoginInput, @Ip() ip: string, @Command() context: CommandContext): Promise<LoginResponse> {
    const user = await this.users.findByLogin(input.email);
    const address = ip ?? 'unknown';
    // Counted before the password is checked: of a burst of parallel guesses only the allowed few are checked.
    const keys = await this.throttle.loginKeys(user?.id ?? input.email, user?.id ?? null, address);
    await this.throttle.takeOrRefuse(keys);

    const passwordHash = user?.password_hash ?? (await (decoyHash ??= hashPassword('izlazak-decoy-password')));
    const matches = await passwordMatches(passwordHash, input.password);
    if (!user || !matches) throw new DomainError(401, WRONG_CREDENTIALS);
    await this.throttle.succeeded(user.id, address, keys);
    if (!user.status) throw new DomainError(403, ACCOUNT_INACTIVE);
    if (!user.is_verified) {
      await this.resendVerificationIfExpired(user.id, context);
      throw new DomainError(403, ACCOUNT_NOT_VERIFIED);
    }
    const token = await this.sessions.open(user.id, input.rememberMe);
    return { token, user: await this.views.one(user) };
  }

  @Get('me')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Prijavljeni korisnik' })
  async me(@CurrentUser() caller: AuthenticatedUser): Promise<UserView> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new DomainError(401, 'errors.401');
    return this.views.one(user);
  }

  @Get('logout')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Odjava: token prestaje da važi' })
  async logout(@CurrentUser() caller: AuthenticatedUser) {
    await this.sessions.revoke(caller.sessionId);
    return { message: inRequestLanguage('identity.signedOut') };
  }

  /** Someone who proved the password but lost the link (or let it expire) gets a new one. */
  private async resendVerificationIfExpired(userId: string, context: CommandContext) {
    try {
      await this.commands.dispatch(new RequestVerificationCommand(userId, context));
    } catch (error) {
      logger.error({ message: 'Could not issue a new verification link', userId, error: String(error) }, 'Auth');
    }
  }
}
