import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type pg from 'pg';
import { fiscalExportQuerySchema, type FiscalExportQuery, type FiscalExportView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { requestLocale } from '#platform/http/request-context';
import { validBody } from '#platform/http/schema.pipe';
import { fiscalCsv, fiscalExport } from './fiscal-export';

/** The night's ticket and deposit payments for the venue's ESIR (docs/tickets.md, "Fiscal note": the platform is not an ESIR). */
@ApiTags('money')
@Controller('club')
export class FiscalExportHttpController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  @Get(':clubId/fiscal-export')
  @Roles('admin', 'manager')
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({
    summary:
      'Uplate jedne noći za unos u ESIR objekta (menadžer objekta, admin): ulaznice i depoziti primljeni od 06:00 tog dana do 06:00 sledećeg — ko, šta, koliko, kada, poziv na broj, način ' +
      '(bank: stavka izvoda, venue: zabeleženo ručno). Platforma nije ESIR i ne izdaje fiskalne račune. format=csv: isto kao CSV (UTF-8 sa BOM, ;).',
  })
  @ApiQuery({ name: 'night', required: true, schema: { type: 'string', example: '2026-12-05' } })
  @ApiQuery({ name: 'format', required: false, schema: { type: 'string', enum: ['json', 'csv'] } })
  async export(
    @Param('clubId') clubId: string,
    @Query(validBody(fiscalExportQuerySchema)) query: FiscalExportQuery,
    @CurrentUser() caller: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FiscalExportView | string> {
    if (caller.role !== 'admin' && !(caller.role === 'manager' && caller.clubId === clubId)) throw forbidden();
    const view = await fiscalExport(this.pool, clubId, query.night, requestLocale());
    response.setHeader('Cache-Control', 'no-store');
    if (query.format !== 'csv') return view;
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="uplate_za_esir_${query.night}.csv"`);
    return fiscalCsv(view, requestLocale());
  }
}
