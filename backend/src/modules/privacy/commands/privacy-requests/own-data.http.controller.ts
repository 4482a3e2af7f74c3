import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PersonalDataExport } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { EXPORT_FILE, PERSONAL_DATA_ERASING } from './privacy-requests.http.controller';
import { PrivacyRequests } from './privacy-requests';
import { inRequestLanguage } from '#platform/http/request-language';

/** The signed-in person's own data, from the profile page: the session proves the address. */
@ApiTags('privacy')
@Controller('privacy/me')
export class OwnDataHttpController {
  constructor(private readonly requests: PrivacyRequests) {}

  @Get('export')
  @Authenticated()
  @ApiBearerAuth()
  @Header('Content-Disposition', EXPORT_FILE)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Preuzimanje svih podataka prijavljenog korisnika (JSON)' })
  export(@CurrentUser() user: AuthenticatedUser, @Command() context: CommandContext): Promise<PersonalDataExport> {
    return this.requests.exportOwn(user, context);
  }

  @Post('erase')
  @Authenticated()
  @ApiBearerAuth()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Brisanje naloga i svih ličnih podataka prijavljenog korisnika (gosta)',
    description: 'Nalog se zatvara odmah, sesije prestaju; lične podatke briše posao u pozadini, prikazi za nekoliko sekundi pokazuju „Obrisan gost”.',
  })
  async erase(@CurrentUser() user: AuthenticatedUser, @Command() context: CommandContext) {
    const requestId = await this.requests.eraseOwn(user, context);
    return { message: inRequestLanguage(PERSONAL_DATA_ERASING), status: 'pending', requestId };
  }
}
