import { Readable } from 'node:stream';
import { Controller, Get, Header, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { historyExportQuerySchema, type HistoryExportQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { requestLocale } from '#platform/http/request-context';
import { answeredIn } from '#platform/http/request-language';
import { validBody } from '#platform/http/schema.pipe';
import { HistoryFilterDocs } from '../list-history/list-history.http.controller';
import { ExportHistoryQuery } from './export-history.query';

@ApiTags('history')
@Controller('history')
export class ExportHistoryHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('export')
  @Roles('admin', 'manager')
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="istorija_izmena.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Istorija izmena kao CSV (UTF-8 sa BOM): isti filteri i redosled kao lista; zaglavlja, nazivi i rečenice na jeziku zahteva (Accept-Language, srpski ako nije naveden; Content-Language kaže koji)',
  })
  @HistoryFilterDocs()
  async export(
    @Query(validBody(historyExportQuerySchema)) filters: HistoryExportQuery,
    @CurrentUser() viewer: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const lines = await this.queryBus.execute<ExportHistoryQuery, AsyncIterable<string>>(new ExportHistoryQuery(filters, viewer));
    answeredIn(response, requestLocale());
    return new StreamableFile(Readable.from(lines), { type: 'text/csv; charset=utf-8' });
  }
}
