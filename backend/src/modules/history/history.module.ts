import { Module } from '@nestjs/common';
import { bySpecificity } from '#platform/http/route-order';
import { ExportHistoryHandler } from './queries/export-history/export-history.handler';
import { ExportHistoryHttpController } from './queries/export-history/export-history.http.controller';
import { ListHistoryHandler } from './queries/list-history/list-history.handler';
import { ListHistoryHttpController } from './queries/list-history/list-history.http.controller';
import { NightAtHandler } from './queries/night-at/night-at.handler';
import { NightAtHttpController } from './queries/night-at/night-at.http.controller';
import { StateAtHandler } from './queries/state-at/state-at.handler';
import { StateAtHttpController } from './queries/state-at/state-at.http.controller';
import { VenueReplay } from './queries/venue-replay';
import { HistoryPrivacyRequests } from './queries/privacy-request-records';

/** 'Istorija izmena': who changed what of every feature, and a venue's state at a moment. Reads only. */
@Module({
  controllers: bySpecificity([ListHistoryHttpController, ExportHistoryHttpController, NightAtHttpController, StateAtHttpController]),
  providers: [VenueReplay, ListHistoryHandler, ExportHistoryHandler, NightAtHandler, StateAtHandler, HistoryPrivacyRequests],
  exports: [HistoryPrivacyRequests],
})
export class HistoryModule {}
