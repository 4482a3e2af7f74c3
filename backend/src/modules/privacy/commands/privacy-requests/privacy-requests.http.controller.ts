import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { privacyRequestSchema, type PersonalDataExport, type PrivacyRequestInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { RateLimited } from '#platform/http/rate-limit';
import { PRIVACY_LINK_HOURS } from '../../domain/privacy-request.decider';
import { PrivacyRequests } from './privacy-requests';
import { inRequestLanguage } from '#platform/http/request-language';

/** The same whether or not the address is known: nobody learns from it whose data Izlazak holds. */
export const PRIVACY_LINK_SENT = 'refusal.privacy.linkSent';
export const PERSONAL_DATA_ERASED = 'refusal.privacy.erased';
/** An erasure is a job: the answer says it started, and where to see it done. */
export const PERSONAL_DATA_ERASING = 'refusal.privacy.erasing';
export const ERASURE_STATE_MESSAGES = {
  pending: 'refusal.privacy.erasurePending',
  done: PERSONAL_DATA_ERASED,
  failed: 'refusal.privacy.erasureFailed',
} as const;
export const ERASURE_LINK_VALID = 'refusal.privacy.erasureLinkValid';
export const EXPORT_FILE = 'attachment; filename="izlazak-moji-podaci.json"';

@ApiTags('privacy')
@Controller('privacy')
export class PrivacyRequestsHttpController {
  constructor(private readonly requests: PrivacyRequests) {}

  @Post('export')
  @RateLimited('privacy-export')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Zahtev za kopiju svojih podataka: link stiže na tu adresu',
    description: `Odgovor je isti bez obzira da li Izlazak ima podatke za adresu; link važi ${PRIVACY_LINK_HOURS} sata i preuzima JSON.`,
  })
  @ApiBody({ schema: { example: { email: 'ana@example.rs', locale: 'en' } } })
  async requestExport(@Body(validBody(privacyRequestSchema)) input: PrivacyRequestInput, @Command() context: CommandContext) {
    await this.requests.mailLink('export', input.email, context, input.locale);
    return { message: inRequestLanguage(PRIVACY_LINK_SENT) };
  }

  @Post('erase')
  @RateLimited('privacy-erase')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Zahtev za brisanje svojih podataka: link stiže na tu adresu',
    description: `Odgovor je isti bez obzira da li Izlazak ima podatke za adresu; link važi ${PRIVACY_LINK_HOURS} sata i otvara stranicu koja traži potvrdu.`,
  })
  @ApiBody({ schema: { example: { email: 'ana@example.rs', locale: 'en' } } })
  async requestErasure(@Body(validBody(privacyRequestSchema)) input: PrivacyRequestInput, @Command() context: CommandContext) {
    await this.requests.mailLink('erasure', input.email, context, input.locale);
    return { message: inRequestLanguage(PRIVACY_LINK_SENT) };
  }

  @Get('export/:token')
  @Header('Content-Disposition', EXPORT_FILE)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Preuzimanje svih podataka o osobi (JSON) linkom iz mejla' })
  exportByLink(@Param('token') token: string, @Command() context: CommandContext): Promise<PersonalDataExport> {
    return this.requests.exportByLink(token, context);
  }

  /** Mail scanners open links before the person does: this answer only says whether the link still works. */
  @Get('erase/:token')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Provera linka za brisanje (ništa ne briše; briše tek potvrda, POST)' })
  async checkErasureLink(@Param('token') token: string) {
    await this.requests.checkErasureLink(token);
    return { message: inRequestLanguage(ERASURE_LINK_VALID) };
  }

  @Post('erase/:token')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Potvrda brisanja linkom iz mejla: brisanje počinje odmah (posao u pozadini), prikazi za nekoliko sekundi pokazuju „Obrisan gost”',
    description: 'Odgovor 202 odmah; `statusUrl` kaže da li je brisanje završeno (`pending`, `done`). Ponovljena potvrda dok brisanje traje daje isti odgovor.',
  })
  async eraseByLink(@Param('token') token: string, @Command() context: CommandContext) {
    await this.requests.eraseByLink(token, context);
    return { message: inRequestLanguage(PERSONAL_DATA_ERASING), status: 'pending', statusUrl: `/api/privacy/erase/${encodeURIComponent(token)}/status` };
  }

  /** Where the link's erasure stands; works after it too, when the link itself no longer does. */
  @Get('erase/:token/status')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Stanje brisanja pokrenutog linkom iz mejla: `pending` (u toku) ili `done` (obrisano)' })
  async erasureStatus(@Param('token') token: string) {
    const status = await this.requests.erasureStateByLink(token);
    return { status, message: inRequestLanguage(ERASURE_STATE_MESSAGES[status]) };
  }
}
