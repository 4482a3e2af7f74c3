import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, say, type Locale } from '@izlazak/contracts';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { SessionStore } from '#platform/auth/sessions';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { DomainError } from '#platform/commands/domain-errors';
import { logger } from '#platform/logging/json-logger';
import { ConfirmEmailOwnershipCommand } from '../commands/confirm-email-ownership/confirm-email-ownership.command';
import { RegisterUserCommand } from '../commands/register-user/register-user.command';
import { UserDirectory } from '../queries/user-directory';

export const GOOGLE_NOT_CONFIGURED = 'identity.googleNotConfigured';
const GOOGLE_FAILED = 'identity.googleFailed';
const STATE_COOKIE = 'izlazak_google_state';
const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';

interface GoogleIdentity {
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * Google sign-in (OpenID Connect, authorization code flow). The callback signs in the account with
 * Google's verified e-mail address, creating a verified `user` account on first use, and hands the
 * token to the app at APP_URL/auth/login#token=… (a fragment never reaches a server log); a failure
 * at …#error=… with its reason in the sign-in page's language.
 */
@ApiTags('auth')
@Controller('auth/google')
export class GoogleSignInHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserDirectory,
    private readonly sessions: SessionStore,
    private readonly commands: CommandRunner,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Prijava preko Google naloga: preusmerava na Google; 404 kada nije podešena' })
  start(@Res() res: Response) {
    const google = this.requireSettings();
    const state = randomBytes(24).toString('base64url');
    res.cookie(STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.appUrl.startsWith('https://'),
      maxAge: 10 * 60 * 1000,
      path: '/api/auth/google',
    });
    const params = new URLSearchParams({
      client_id: google.clientId,
      redirect_uri: this.callbackUrl(),
      response_type: 'code',
      scope: 'openid email profile',
      state,
      prompt: 'select_account',
    });
    res.redirect(302, `${AUTHORIZE_URL}?${params}`);
  }

  @Get('callback')
  @ApiExcludeEndpoint()
  async callback(
    @Query('code') code: string | undefined,
    @Query('state') state: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
    @Command() context: CommandContext,
  ) {
    const google = this.requireSettings();
    res.clearCookie(STATE_COOKIE, { path: '/api/auth/google' });
    try {
      if (!code || !state || !sameText(state, cookieOf(req, STATE_COOKIE))) throw new Error('state mismatch');
      const identity = await this.identityFrom(code, google);
      const token = await this.signIn(identity, context);
      res.redirect(302, `${this.config.appUrl}/auth/login#token=${encodeURIComponent(token)}`);
    } catch (error) {
      const message = say(error instanceof DomainError ? error.said : GOOGLE_FAILED, signInPageLocale(req));
      if (!(error instanceof DomainError)) logger.warn({ message: 'Google sign-in failed', error: String(error) }, 'Auth');
      res.redirect(302, `${this.config.appUrl}/auth/login#error=${encodeURIComponent(message)}`);
    }
  }

  private requireSettings(): NonNullable<AppConfig['google']> {
    const google = this.config.google;
    if (!google) throw new DomainError(404, GOOGLE_NOT_CONFIGURED);
    return google;
  }

  private callbackUrl() {
    return `${this.config.appUrl}/api/auth/google/callback`;
  }

  /**
   * Exchanges the code for an ID token. It comes straight from Google's token endpoint over TLS,
   * so (OpenID Connect Core 3.1.3.7) its claims are checked without verifying its signature.
   */
  private async identityFrom(code: string, google: NonNullable<AppConfig['google']>): Promise<GoogleIdentity> {
    const response = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: this.callbackUrl(),
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    const { id_token: idToken } = (await response.json()) as { id_token?: string };
    const claims = JSON.parse(Buffer.from(idToken?.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const issuerOk = claims.iss === 'https://accounts.google.com' || claims.iss === 'accounts.google.com';
    const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
    if (!issuerOk || claims.aud !== google.clientId || !fresh) throw new Error('ID token claims rejected');
    if (claims.email_verified !== true || typeof claims.email !== 'string') throw new DomainError(403, 'identity.googleEmailUnverified');
    return {
      email: claims.email,
      givenName: typeof claims.given_name === 'string' && claims.given_name.trim() ? claims.given_name.trim() : claims.email.split('@')[0],
      familyName: typeof claims.family_name === 'string' ? claims.family_name.trim() : '',
    };
  }

  private async signIn(identity: GoogleIdentity, context: CommandContext): Promise<string> {
    const existing = await this.users.findByEmail(identity.email);
    if (existing) {
      if (!existing.status) throw new DomainError(403, 'identity.accountInactive');
      await this.commands.run(new ConfirmEmailOwnershipCommand(existing.id, context));
      return this.sessions.open(existing.id, false);
    }
    const userId = randomUUID();
    await this.commands.run(
      new RegisterUserCommand(
        userId,
        {
          email: identity.email,
          firstName: identity.givenName,
          lastName: identity.familyName,
          mobilePhone: '',
          role: 'user',
          clubId: null,
          // Nobody knows it: the account signs in with Google, or sets a password by reset link.
          password: randomBytes(32).toString('base64url'),
          status: true,
          isVerified: true,
          addressProven: true,
          profileImage: null,
        },
        context,
      ),
    );
    return this.sessions.open(userId, false);
  }
}

/**
 * The language of the sign-in page the refusal is shown on: the visitor's chosen one (the cookie
 * `izlazak_locale`), else sr-Latn, as the page itself reads it (docs/i18n.md). A browser's own
 * Accept-Language on a navigation says nothing about the page the visitor chose.
 */
function signInPageLocale(req: Request): Locale {
  const chosen = cookieOf(req, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

function cookieOf(req: Request, name: string): string {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return '';
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
