import { Module } from '@nestjs/common';
import { SetCommissionRulesHandler } from './commands/set-commission-rules/set-commission-rules.handler';
import { SetCommissionRulesHttpController } from './commands/set-commission-rules/set-commission-rules.http.controller';
import { GetCommissionRulesHandler } from './queries/commission-rules.queries';
import { GetSettlementHandler } from './queries/settlement.queries';
import { SettlementsHttpController } from './queries/settlements.http.controller';

/** The promoters' commission rules and settlement: /api/club/{clubId}/commission-rules, /api/club/{clubId}/promoters/settlement (docs/guest-lists.md). */
@Module({
  controllers: [SetCommissionRulesHttpController, SettlementsHttpController],
  providers: [SetCommissionRulesHandler, GetCommissionRulesHandler, GetSettlementHandler],
})
export class SettlementsModule {}
