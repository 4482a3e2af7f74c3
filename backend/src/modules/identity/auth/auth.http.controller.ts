import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { loginSchema, type LoginInput, type LoginResponse, type UserView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { passwordMatches } from '../../../platform/auth/passwords';
import { Authenticated, CurrentUser } from '../../../platform/auth/roles.decorator';
import { SessionStore } from '../../../platform/auth/sessions';
import { DomainError } from '../../../platform/commands/domain-errors';
import { validBody } from '../../../platform/http/schema.pipe';
import { UserDirectory, toUserView } from '../queries/user-directory';

export const WRONG_CREDENTIALS = 'Pogrešan email ili lozinka';

@ApiTags('auth')
@Controller('auth')
export class AuthHttpController {
  constructor(
    private readonly users: UserDirectory,
    private readonly sessions: SessionStore,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Prijava e-mail adresom ili korisničkim imenom' })
  @ApiBody({ schema: { example: { email: 'admin@izlazak.rs', password: '…', rememberMe: false } } })
  async login(@Body(validBody(loginSchema)) input: LoginInput): Promise<LoginResponse> {
    const user = await this.users.findByLogin(input.email);
    if (!user || !(await passwordMatches(user.password_hash, input.password))) {
      throw new DomainError(401, WRONG_CREDENTIALS);
    }
    if (!user.status) throw new DomainError(403, 'Vaš nalog nije aktivan');
    const token = await this.sessions.open(user.id, input.rememberMe);
    return { token, user: toUserView(user) };
  }

  @Get('me')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Prijavljeni korisnik' })
  async me(@CurrentUser() caller: AuthenticatedUser): Promise<UserView> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new DomainError(401, 'Morate se prijaviti');
    return toUserView(user);
  }

  @Get('logout')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Odjava: token prestaje da važi' })
  async logout(@CurrentUser() caller: AuthenticatedUser) {
    await this.sessions.revoke(caller.sessionId);
    return { message: 'Uspešno ste se odjavili' };
  }
}
