import { defineFeature } from '#platform/feature';
import { PROMOTER_ENROLMENT } from '../identity/ports/promoter-enrolment';
import { PromoterStreamsEnrolment } from './commands/enrol-promoter/promoter-enrolment';
import { PromotersModule } from './promoters.module';
import { promotersProjector } from './projections/promoters.projector';

export const promotersFeature = defineFeature({
  name: 'promoters',
  module: PromotersModule,
  projectors: [promotersProjector],
  ports: [{ provide: PROMOTER_ENROLMENT, useExisting: PromoterStreamsEnrolment }],
});
