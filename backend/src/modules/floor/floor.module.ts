import { Module } from '@nestjs/common';
import { DrawFloorPlanHandler } from './commands/draw-floor-plan/draw-floor-plan.handler';
import { DrawFloorPlanHttpController } from './commands/draw-floor-plan/draw-floor-plan.http.controller';
import { UploadFloorBackgroundHandler } from './commands/upload-floor-background/upload-floor-background.handler';
import { UploadFloorBackgroundHttpController } from './commands/upload-floor-background/upload-floor-background.http.controller';
import { GetFloorPlanHandler } from './queries/get-floor-plan/get-floor-plan.handler';
import { GetFloorPlanHttpController } from './queries/get-floor-plan/get-floor-plan.http.controller';

/** A venue's floor plan (/api/club/{clubId}/floor): zones, tables on the map, each table's state for a night, its background picture. */
@Module({
  controllers: [GetFloorPlanHttpController, DrawFloorPlanHttpController, UploadFloorBackgroundHttpController],
  providers: [DrawFloorPlanHandler, GetFloorPlanHandler, UploadFloorBackgroundHandler],
})
export class FloorModule {}
