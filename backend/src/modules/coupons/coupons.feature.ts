import { defineFeature } from '#platform/feature';
import { CouponsModule } from './coupons.module';
import { couponsProjector } from './projections/coupons.projector';

export const couponsFeature = defineFeature({
  name: 'coupons',
  module: CouponsModule,
  projectors: [couponsProjector],
});
