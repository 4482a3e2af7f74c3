import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { reportQuerySchema, type ReportQuery, type ReportView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { requestLocale } from '#platform/http/request-context';
import { answeredIn } from '#platform/http/request-language';
import { validBody } from '#platform/http/schema.pipe';
import { reportCsv } from '../../domain/report-csv';
import { GetReportQuery } from './get-report.query';

@ApiTags('reports')
@Controller('reports')
export class GetReportHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Roles('admin', 'manager')
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({
    summary:
      "'Izveštaji': rezervacije po statusu i izvoru, gosti, procenat nedolazaka, dolasci po satu, depoziti, minimalna potrošnja, potrošnja po zoni i stolu, kuponi i ponude liste čekanja, za noć ili period noći (from, to: yyyy-MM-dd). " +
      'Menadžer vidi svoj objekat (403 za drugi), admin jedan objekat (clubId) ili sve. format=csv: isti brojevi kao CSV (UTF-8 sa BOM, zaglavlja i nazivi na jeziku zahteva: Accept-Language, srpski ako nije naveden).',
  })
  @ApiQuery({ name: 'clubId', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'from', required: true, schema: { type: 'string', example: '2026-11-20' } })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', example: '2026-11-26' } })
  @ApiQuery({ name: 'format', required: false, schema: { type: 'string', enum: ['json', 'csv'] } })
  async report(
    @Query(validBody(reportQuerySchema)) filters: ReportQuery,
    @CurrentUser() viewer: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReportView | string> {
    const report = await this.queryBus.execute<GetReportQuery, ReportView>(new GetReportQuery(filters, viewer));
    response.setHeader('Cache-Control', 'no-store');
    if (filters.format !== 'csv') return report;
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="izvestaj_${report.from}_${report.to}.csv"`);
    const locale = requestLocale();
    answeredIn(response, locale);
    return reportCsv(report, locale);
  }
}
