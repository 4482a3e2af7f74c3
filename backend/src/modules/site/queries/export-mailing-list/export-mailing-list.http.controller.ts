import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
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
  @ApiOperation({ summary: 'Mailing lista kao CSV (admin): mailing_lista.csv, UTF-8 sa BOM' })
  get(): Promise<string> {
    return this.queryBus.execute(new ExportMailingListQuery());
  }
}
