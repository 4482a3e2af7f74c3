import { Controller, Get, Header, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '#platform/auth/roles.decorator';
import { requestLocale } from '#platform/http/request-context';
import { answeredIn } from '#platform/http/request-language';
import { ExportMailingListQuery } from './export-mailing-list.query';

@ApiTags('site')
@Controller('site')
export class ExportMailingListHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('mailingList')
  @Roles('admin')
  @ApiBearerAuth()
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="mailing_lista.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Mailing lista kao CSV (admin): mailing_lista.csv, UTF-8 sa BOM, zaglavlja na jeziku zahteva (Accept-Language)' })
  get(@Res({ passthrough: true }) response: Response): Promise<string> {
    answeredIn(response, requestLocale());
    return this.queryBus.execute(new ExportMailingListQuery());
  }
}
