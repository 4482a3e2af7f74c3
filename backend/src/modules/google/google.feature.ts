import { defineFeature } from '#platform/feature';
import { GoogleModule } from './google.module';
import { googleNotifier } from './notifications/google-notifier.reactor';
import { googleProjector } from './projections/google.projector';

export const googleFeature = defineFeature({
  name: 'google',
  module: GoogleModule,
  projectors: [googleProjector, googleNotifier],
});
