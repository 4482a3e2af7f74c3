import { Module } from '@nestjs/common';
import { MarkSettlementPaidHandler } from './commands/mark-settlement-paid/mark-settlement-paid.handler';
import { MarkSettlementPaidHttpController } from './commands/mark-settlement-paid/mark-settlement-paid.http.controller';
import { SetCommissionRulesHandler } from './commands/set-commission-rules/set-commission-rules.handler';
import { SetCommissionRulesHttpController } from './commands/set-commission-rules/set-commission-rules.http.controller';
import { SetPromoterCommissionRulesHandler } from './commands/set-promoter-commission-rules/set-promoter-commission-rules.handler';
import { SetPromoterCommissionRulesHttpController } from './commands/set-promoter-commission-rules/set-promoter-commission-rules.http.controller';
import { GetCommissionRulesHandler } from './queries/commission-rules.queries';
import { GetPromoterCommissionRulesHandler } from './queries/promoter-commission-rules.queries';
import { GetSettlementPaymentsHandler } from './queries/settlement-payments.queries';
import { GetSettlementHandler } from './queries/settlement.queries';
import { SettlementsHttpController } from './queries/settlements.http.controller';

/**
 * The promoters' commission rules and settlement: /api/club/{clubId}/commission-rules,
 * /api/club/{clubId}/promoters/commission-rules, /api/club/{clubId}/promoters/{promoterId}/commission-rules,
 * /api/club/{clubId}/promoters/settlement, /api/club/{clubId}/promoters/settlement/payments, /api/club/{clubId}/promoters/{promoterId}/settlement/paid (docs/guest-lists.md).
 */
@Module({
  controllers: [SetCommissionRulesHttpController, SetPromoterCommissionRulesHttpController, MarkSettlementPaidHttpController, SettlementsHttpController],
  providers: [
    SetCommissionRulesHandler,
    SetPromoterCommissionRulesHandler,
    MarkSettlementPaidHandler,
    GetCommissionRulesHandler,
    GetPromoterCommissionRulesHandler,
    GetSettlementHandler,
    GetSettlementPaymentsHandler,
  ],
})
export class SettlementsModule {}
