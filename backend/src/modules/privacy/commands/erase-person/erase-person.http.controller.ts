import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { privacyRequestSchema, type PrivacyRequestInput } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { PrivacyRequests } from '../privacy-requests/privacy-requests';

@ApiTags('privacy')
@Controller('admin/privacy')
export class ErasePersonHttpController {
  constructor(private readonly requests: PrivacyRequests) {}

  @Post('erase')
  @HttpCode(200)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje ličnih podataka osobe po zahtevu primljenom drugim putem (admin): ključ osobe se briše, prikazi pokazuju „Obrisan gost”' })
  async erase(@Body(validBody(privacyRequestSchema)) input: PrivacyRequestInput, @Command() context: CommandContext) {
    await this.requests.eraseByAdmin(input.email, context);
    return { message: 'Lični podaci su obrisani' };
  }
}
