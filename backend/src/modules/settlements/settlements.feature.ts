import { defineFeature } from '#platform/feature';
import { commissionRulesProjector } from './projections/commission-rules.projector';
import { settlementRecordsProjector } from './projections/settlement-records.projector';
import { SettlementsModule } from './settlements.module';

/** The promoters' commission rules and settlement (docs/guest-lists.md). */
export const settlementsFeature = defineFeature({
  name: 'settlements',
  module: SettlementsModule,
  projectors: [commissionRulesProjector, settlementRecordsProjector],
});
