import { defineFeature } from '#platform/feature';
import { MenuModule } from './menu.module';
import { menuProjector } from './projections/menu.projector';

export const menuFeature = defineFeature({
  name: 'menu',
  module: MenuModule,
  projectors: [menuProjector],
});
