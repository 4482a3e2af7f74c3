import { Readable } from 'node:stream';
import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { historyExportQuerySchema, type HistoryExportQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
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
  @ApiOperation({ summary: 'Istorija izmena kao CSV (UTF-8 sa BOM): isti filteri i redosled kao lista' })
  @HistoryFilterDocs()
  async export(@Query(validBody(historyExportQuerySchema)) filters: HistoryExportQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<StreamableFile> {
    const lines = await this.queryBus.execute<ExportHistoryQuery, AsyncIterable<string>>(new ExportHistoryQuery(filters, viewer));
    return new StreamableFile(Readable.from(lines), { type: 'text/csv; charset=utf-8' });
  }
}
