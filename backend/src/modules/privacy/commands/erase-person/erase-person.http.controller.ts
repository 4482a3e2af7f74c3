import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { privacyRequestSchema, type PrivacyRequestInput } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { notFound } from '#platform/commands/domain-errors';
import { ERASURE_UNKNOWN, PrivacyRequests } from '../privacy-requests/privacy-requests';
import { ERASURE_STATE_MESSAGES } from '../privacy-requests/privacy-requests.http.controller';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('privacy')
@Controller('admin/privacy')
export class ErasePersonHttpController {
  constructor(private readonly requests: PrivacyRequests) {}

  @Post('erase')
  @HttpCode(202)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje ličnih podataka osobe po zahtevu primljenom drugim putem (admin): ključ osobe se briše, prikazi pokazuju „Obrisan gost”' })
  async erase(@Body(validBody(privacyRequestSchema)) input: PrivacyRequestInput, @Command() context: CommandContext) {
    const requestId = await this.requests.eraseByAdmin(input.email, context);
    return { message: inRequestLanguage('refusal.privacy.erasureStarted'), status: 'pending', requestId, statusUrl: `/api/admin/privacy/erasures/${requestId}` };
  }

  @Get('erasures/:requestId')
  @Roles('admin')
  @ApiBearerAuth()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Stanje brisanja (admin): `pending` (u toku) ili `done` (obrisano); i za brisanje sa profila' })
  async status(@Param('requestId', new ParseUUIDPipe({ exceptionFactory: () => notFound(ERASURE_UNKNOWN) })) requestId: string) {
    const status = await this.requests.erasureState(requestId);
    if (!status) throw notFound(ERASURE_UNKNOWN);
    return { status, message: inRequestLanguage(ERASURE_STATE_MESSAGES[status]) };
  }
}
