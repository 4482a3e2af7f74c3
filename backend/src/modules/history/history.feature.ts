import { defineFeature } from '#platform/feature';
import { HistoryModule } from './history.module';
import { historyProjector } from './projections/history.projector';
import { HistoryPrivacyRequests } from './queries/privacy-request-records';
import { PRIVACY_REQUEST_RECORDS } from '../privacy/ports/privacy-request-records';

export const historyFeature = defineFeature({
  name: 'history',
  module: HistoryModule,
  projectors: [historyProjector],
  ports: [{ provide: PRIVACY_REQUEST_RECORDS, useExisting: HistoryPrivacyRequests }],
});
