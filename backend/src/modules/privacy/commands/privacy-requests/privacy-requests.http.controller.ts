import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { privacyRequestSchema, type PersonalDataExport, type PrivacyRequestInput } from '@izlazak/contracts';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { RateLimited } from '#platform/http/rate-limit';
import { PRIVACY_LINK_HOURS } from '../../domain/privacy-request.decider';
import { PrivacyRequests } from './privacy-requests';

/** The same whether or not the address is known: nobody learns from it whose data Izlazak holds. */
export const PRIVACY_LINK_SENT = 'Ako imamo podatke za ovu adresu, poslali smo vam link.';
export const PERSONAL_DATA_ERASED = 'Vaši lični podaci su obrisani.';
export const ERASURE_LINK_VALID = 'Link je ispravan: potvrdite brisanje.';
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
  @ApiBody({ schema: { example: { email: 'ana@example.rs' } } })
  async requestExport(@Body(validBody(privacyRequestSchema)) input: PrivacyRequestInput, @Command() context: CommandContext) {
    await this.requests.mailLink('export', input.email, context);
    return { message: PRIVACY_LINK_SENT };
  }

  @Post('erase')
  @RateLimited('privacy-erase')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Zahtev za brisanje svojih podataka: link stiže na tu adresu',
    description: `Odgovor je isti bez obzira da li Izlazak ima podatke za adresu; link važi ${PRIVACY_LINK_HOURS} sata i otvara stranicu koja traži potvrdu.`,
  })
  @ApiBody({ schema: { example: { email: 'ana@example.rs' } } })
  async requestErasure(@Body(validBody(privacyRequestSchema)) input: PrivacyRequestInput, @Command() context: CommandContext) {
    await this.requests.mailLink('erasure', input.email, context);
    return { message: PRIVACY_LINK_SENT };
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
    return { message: ERASURE_LINK_VALID };
  }

  @Post('erase/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Potvrda brisanja linkom iz mejla: lični podaci osobe se brišu, prikazi pokazuju „Obrisan gost”' })
  async eraseByLink(@Param('token') token: string, @Command() context: CommandContext) {
    await this.requests.eraseByLink(token, context);
    return { message: PERSONAL_DATA_ERASED };
  }
}
