import { defineFeature } from '#platform/feature';
import { reportsProjector } from './projections/reports.projector';
import { ReportsModule } from './reports.module';

/** Spend and the night's reports (docs/reports.md). */
export const reportsFeature = defineFeature({
  name: 'reports',
  module: ReportsModule,
  projectors: [reportsProjector],
});
