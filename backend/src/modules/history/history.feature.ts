import { defineFeature } from '#platform/feature';
import { HistoryModule } from './history.module';
import { historyProjector } from './projections/history.projector';

export const historyFeature = defineFeature({
  name: 'history',
  module: HistoryModule,
  projectors: [historyProjector],
});
