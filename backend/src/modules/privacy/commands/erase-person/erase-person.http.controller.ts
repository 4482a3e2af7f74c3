import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { privacyRequestSchema, type PrivacyRequestInput } from '@izlazak/contracts';
import { Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { PersonErasure } from './person-erasure';

@ApiTags('privacy')
@Controller('admin/privacy')
export class ErasePersonHttpController {
  constructor(private readonly erasure: PersonErasure) {}

  @Post('erase')
  @HttpCode(200)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje ličnih podataka osobe po zahtevu primljenom drugim putem (admin): ključ osobe se briše, prikazi pokazuju „Obrisan gost”' })
  async erase(@Body(validBody(privacyRequestSchema)) input: PrivacyRequestInput) {
    await this.erasure.erase(input.email);
    return { message: 'Lični podaci su obrisani' };
  }
}
