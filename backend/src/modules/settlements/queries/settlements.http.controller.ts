import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  settlementQuerySchema,
  type CommissionRulesView,
  type PromoterCommissionRulesListView,
  type SettlementPaymentsView,
  type SettlementQuery,
  type SettlementView,
} from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { requestLocale } from '#platform/http/request-context';
import { validBody } from '#platform/http/schema.pipe';
import { settlementCsv } from '../domain/settlement-csv';
import { GetCommissionRulesQuery } from './commission-rules.queries';
import { GetPromoterCommissionRulesQuery } from './promoter-commission-rules.queries';
import { GetSettlementPaymentsQuery } from './settlement-payments.queries';
import { GetSettlementQuery } from './settlement.queries';

@ApiTags('promoters')
@Controller('club')
export class SettlementsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':clubId/commission-rules')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Provizije promotera objekta kakve važe (nule dok nisu postavljene): menadžer svog objekta, admin.' })
  rules(@Param('clubId') clubId: string, @CurrentUser() viewer: AuthenticatedUser): Promise<CommissionRulesView> {
    return this.queryBus.execute(new GetCommissionRulesQuery(clubId, viewer));
  }

  @Get(':clubId/promoters/commission-rules')
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Provizije svakog promotera objekta kakve važe: njegova pravila (null: važe pravila objekta), njegov vođa tima i udeo koji dobija kao vođa. Menadžer svog objekta, admin.',
  })
  promoterRules(@Param('clubId') clubId: string, @CurrentUser() viewer: AuthenticatedUser): Promise<PromoterCommissionRulesListView> {
    return this.queryBus.execute(new GetPromoterCommissionRulesQuery(clubId, viewer));
  }

  @Get(':clubId/promoters/settlement/payments')
  @Roles('admin', 'manager')
  @ApiOperation({
    summary:
      'Plaćeni obračuni promotera objekta (promoterId: jednog promotera), najnovije noći prvo: čije noći from..to, kada i ko je označio, i plaćeni iznosi. Menadžer svog objekta, admin.',
  })
  @ApiQuery({ name: 'promoterId', required: false, schema: { type: 'string' } })
  payments(@Param('clubId') clubId: string, @Query('promoterId') promoterId: string | undefined, @CurrentUser() viewer: AuthenticatedUser): Promise<SettlementPaymentsView> {
    return this.queryBus.execute(new GetSettlementPaymentsQuery(clubId, viewer, typeof promoterId === 'string' && promoterId ? promoterId : undefined));
  }

  @Get(':clubId/promoters/settlement')
  @Roles('admin', 'manager')
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({
    summary:
      'Obračun promotera objekta za noći from..to (yyyy-MM-dd ili dd.MM.yyyy; to: podrazumevano from): po promoteru upisano (imena sa +N), ušlo gostiju, stolovi koji su stigli, njihova potrošnja (RSD) i provizija po pravilima objekta. Menadžer svog objekta, admin. format=csv: isti brojevi kao CSV (UTF-8 sa BOM, zaglavlja na jeziku zahteva).',
  })
  @ApiQuery({ name: 'from', required: true, schema: { type: 'string', example: '2026-12-01' } })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', example: '2026-12-31' } })
  @ApiQuery({ name: 'format', required: false, schema: { type: 'string', enum: ['json', 'csv'] } })
  async settlement(
    @Param('clubId') clubId: string,
    @Query(validBody(settlementQuerySchema)) query: SettlementQuery,
    @CurrentUser() viewer: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SettlementView | string> {
    const to = query.to ?? query.from;
    const settlement = await this.queryBus.execute<GetSettlementQuery, SettlementView>(new GetSettlementQuery(clubId, query.from, to, viewer));
    response.setHeader('Cache-Control', 'no-store');
    if (query.format !== 'csv') return settlement;
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="obracun_promotera_${query.from}_${to}.csv"`);
    return settlementCsv(settlement, requestLocale());
  }
}
