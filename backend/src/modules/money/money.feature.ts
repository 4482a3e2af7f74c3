import { defineFeature } from '#platform/feature';
import { MoneyModule } from './money.module';

/** Terms per venue, zone, table, night and event; deposits on reservations (docs/payments.md). */
export const moneyFeature = defineFeature({
  name: 'money',
  module: MoneyModule,
});
