import { defineFeature } from '#platform/feature';
import { FloorModule } from './floor.module';
import { floorProjector } from './projections/floor.projector';

export const floorFeature = defineFeature({
  name: 'floor',
  module: FloorModule,
  projectors: [floorProjector],
});
